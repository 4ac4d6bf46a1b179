import SwiftSyntax

/// A pipeline a class keeps on one of its own `@Published` properties:
/// `$x[.dropFirst()][.removeDuplicates()].sink { [weak self] value in … }`, stored in the class's
/// own cancellables. It is the one shape whose timing a `didSet` on `x` keeps, so it is read
/// exactly and anything else in the chain is named as the reason it cannot move.
struct SelfSubscription {
    /// Where the subscription's `AnyCancellable` is kept.
    enum Storage: Equatable {
        /// `.store(in: &name)`: a set of cancellables.
        case set(String)
        /// `name = $x.sink { … }`: a property holding this one subscription.
        case property(String)
    }

    /// How the closure holds the class.
    enum Capture: Equatable {
        case weak, unowned, strong
    }

    /// The property whose changes the pipeline follows.
    let property: String
    /// Whether `.dropFirst()` skips the value a subscription delivers at once.
    let dropsFirst: Bool
    /// Whether `.removeDuplicates()` skips a value equal to the one before.
    let removesDuplicates: Bool
    /// The closure given to `sink`.
    let closure: ClosureExprSyntax
    /// The closure's parameter, or `nil` when it names none (`$0`, or no use of the value).
    let parameter: String?
    /// How the closure captures `self`.
    let capture: Capture
    /// Where the subscription is kept.
    let storage: Storage
    /// The whole statement that subscribes.
    let statement: CodeBlockItemSyntax

    /// What the chain starting at a `$x` projection is.
    enum Reading {
        case pipeline(SelfSubscription)
        /// Not a pipeline `didSet` keeps exactly; the reason says which part.
        case refused(String)
    }

    /// Reads the pipeline whose first link is `projection` (`$x` or `self.$x`).
    static func read(from projection: ExprSyntax, property: String) -> Reading {
        var current = projection
        var dropsFirst = false
        var removesDuplicates = false
        var sink: FunctionCallExprSyntax?
        var storage: Storage?
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
              let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
            let name = member.declName.baseName.text
            let bare = call.arguments.isEmpty && call.trailingClosure == nil
            if sink != nil {
                guard name == "store", let target = storedSet(of: call) else {
                    return .refused("`.\(name)` after sink; only `.store(in: &cancellables)` keeps the subscription as didSet would")
                }
                storage = .set(target)
                current = ExprSyntax(call)
                break
            }
            switch name {
            case "dropFirst" where bare && !dropsFirst:
                dropsFirst = true
            case "removeDuplicates" where bare && !removesDuplicates:
                removesDuplicates = true
            case "sink":
                sink = call
            case "dropFirst", "removeDuplicates":
                return .refused("`\(call.trimmedDescription.prefix(60))`; only dropFirst() and removeDuplicates() without arguments have a didSet equivalent")
            default:
                return .refused("`.\(name)` in the pipeline changes when or what it delivers, which didSet cannot keep")
            }
            current = ExprSyntax(call)
        }
        guard let sink else {
            return .refused("it is not subscribed with sink")
        }
        guard let closure = receiveValueClosure(of: sink) else {
            return .refused("sink is given something other than one closure for its values")
        }
        let statement: CodeBlockItemSyntax
        if let set = storage, let item = current.parent?.as(CodeBlockItemSyntax.self) {
            storage = set
            statement = item
        } else if storage == nil, let assigned = assignedProperty(of: current) {
            storage = .property(assigned.name)
            statement = assigned.statement
        } else {
            return .refused("the subscription is not kept in the class's own cancellables")
        }
        if closure.signature?.effectSpecifiers != nil {
            return .refused("the sink's closure is async or throws")
        }
        var capture = Capture.strong
        for item in closure.signature?.capture?.items ?? [] {
            guard item.name.text == "self", item.initializer == nil else {
                return .refused("the sink's closure captures `\(item.trimmedDescription)`, a value of the moment of subscription")
            }
            switch item.specifier?.specifier.text {
            case "weak": capture = .weak
            case "unowned": capture = .unowned
            default: capture = .strong
            }
        }
        var parameter: String?
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?:
            guard list.count == 1, let first = list.first else { return .refused("the sink's closure takes more than one parameter") }
            parameter = first.name.text
        case .parameterClause(let clause)?:
            guard clause.parameters.count == 1, let first = clause.parameters.first else { return .refused("the sink's closure takes more than one parameter") }
            parameter = (first.secondName ?? first.firstName).text
        case nil:
            parameter = nil
        }
        guard let storage else { return .refused("the subscription is not kept in the class's own cancellables") }
        return .pipeline(SelfSubscription(
            property: property, dropsFirst: dropsFirst, removesDuplicates: removesDuplicates, closure: closure,
            parameter: parameter == "_" ? nil : parameter, capture: capture, storage: storage, statement: statement
        ))
    }

    /// The set `.store(in: &name)` or `.store(in: &self.name)` keeps the subscription in.
    private static func storedSet(of call: FunctionCallExprSyntax) -> String? {
        guard call.trailingClosure == nil, call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "in",
              let inOut = argument.expression.as(InOutExprSyntax.self)
        else { return nil }
        return ownMemberName(inOut.expression)
    }

    /// `name` for `name` or `self.name`.
    static func ownMemberName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.text != "self" {
            return reference.baseName.text
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The closure `sink { … }` or `sink(receiveValue: { … })` delivers values to.
    private static func receiveValueClosure(of sink: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let trailing = sink.trailingClosure {
            return sink.arguments.isEmpty && sink.additionalTrailingClosures.isEmpty ? trailing : nil
        }
        guard sink.arguments.count == 1, let argument = sink.arguments.first, argument.label?.text == "receiveValue" else { return nil }
        return argument.expression.as(ClosureExprSyntax.self)
    }

    /// For `name = <expression>` or `self.name = <expression>` as a whole statement: the name and the statement.
    private static func assignedProperty(of expression: ExprSyntax) -> (name: String, statement: CodeBlockItemSyntax)? {
        guard let list = expression.parent?.as(ExprListSyntax.self), list.count == 3, list.last?.id == expression.id,
              list.dropFirst().first?.is(AssignmentExprSyntax.self) == true, let target = list.first,
              let name = ownMemberName(target),
              let item = list.parent?.as(SequenceExprSyntax.self)?.parent?.as(CodeBlockItemSyntax.self)
        else { return nil }
        return (name, item)
    }
}
