import SwiftSyntax

/// Pipelines a migrating class keeps on its own `@Published` properties, moved into `didSet`
/// with their timing kept: the body runs only after the point where the subscription was made
/// (a flag set there when that is not plainly the end of `init`), once at that point without
/// `dropFirst()`, and only for a different value with `removeDuplicates()`.
extension ObservationFileRewriter {
    /// A refusal: where, and why.
    typealias Refusal = (node: Syntax, reason: String)

    /// One pipeline ready for `didSet`.
    struct DidSetPiece {
        let subscription: SelfSubscription
        /// The body as `didSet` code, one line per element, without indentation.
        let lines: [String]
        /// Whether the body has a `return` of its own, which in `didSet` leaves the observer.
        let returns: Bool
        /// The flag the body waits for, if any.
        var flag: String?
    }

    /// Where a subscription is made.
    struct SubscriptionPoint {
        let function: Syntax
        let isInitializer: Bool
        let list: CodeBlockItemListSyntax
        let index: Int
    }

    func finishSelfSubscriptions(in tree: SourceFileSyntax) {
        guard !selfSubscriptions.isEmpty else { return }
        for className in Set(selfSubscriptions.map(\.className)).sorted() {
            guard let declaration = migratingDeclarations[className] else { continue }
            let subscriptions = selfSubscriptions.filter { $0.className == className }.map(\.subscription)
            let reach = InitializationReach(className: className, tree: tree, converter: converter, identifiers: context.identifiers)
            switch didSetEdits(for: subscriptions, className: className, declaration: declaration, tree: tree, reach: reach) {
            case .success(let found):
                edits += found
            case .failure(let error):
                block([className], at: error.refusal.node, error.refusal.reason)
            }
        }
    }

    private struct RefusalError: Error {
        let refusal: Refusal
    }

    private func didSetEdits(
        for subscriptions: [SelfSubscription], className: String, declaration: ClassDeclSyntax, tree: SourceFileSyntax,
        reach: InitializationReach
    ) -> Result<[SourceEdit], RefusalError> {
        let members = MemberBodies(className: className, tree: tree)
        var pieces: [DidSetPiece] = []
        var points: [SubscriptionPoint] = []
        for subscription in subscriptions {
            // Another rewrite inside the statement would be lost when its text moves.
            let range = subscription.statement.position.utf8Offset..<subscription.statement.endPosition.utf8Offset
            if edits.contains(where: { range.contains($0.start) }) {
                return .failure(RefusalError(refusal: (Syntax(subscription.statement), "$\(subscription.property) is a publisher of the class's own property whose sink holds code this migration rewrites; move this pipeline to didSet, or migrate by hand")))
            }
            switch body(of: subscription, members: members) {
            case .success(let piece): pieces.append(piece)
            case .failure(let error): return .failure(error)
            }
            switch point(of: subscription, reach: reach) {
            case .success(let point): points.append(point)
            case .failure(let error): return .failure(error)
            }
        }
        var result: [SourceEdit] = []
        // Storage: kept where something else still uses it; a use that could cancel the subscription refuses.
        var removedDeclarations: Set<String> = []
        for storage in Set(subscriptions.map(\.storage).map(Self.storageName)) {
            let ours = subscriptions.filter { Self.storageName($0.storage) == storage }.count
            switch storageUses(of: storage, className: className, declaration: declaration) {
            case .failure(let error): return .failure(error)
            case .success(let uses):
                guard uses.kept == ours, let member = uses.declaration else { continue }
                let isPrivate = member.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
                guard isPrivate || !context.identifiers.isNamed(storage, outside: tree) else { continue }
                removedDeclarations.insert(storage)
                if let item = member.parent?.as(MemberBlockItemSyntax.self) {
                    result.append(SourceEdit(start: item.position.utf8Offset, end: item.endPositionBeforeTrailingTrivia.utf8Offset, text: ""))
                }
            }
        }
        // Runs: subscriptions made one after another in one block share the point, and one flag.
        var runs: [[Int]] = []
        for index in subscriptions.indices.sorted(by: { subscriptions[$0].statement.position < subscriptions[$1].statement.position }) {
            if let last = runs.last?.last, points[last].list.id == points[index].list.id, points[last].index + 1 == points[index].index {
                runs[runs.count - 1].append(index)
            } else {
                runs.append([index])
            }
        }
        let designatedInitializers = declaration.memberBlock.members.filter {
            guard let initializer = $0.decl.as(InitializerDeclSyntax.self) else { return false }
            return !initializer.modifiers.contains { $0.name.text == "convenience" }
        }.count
        var flags: [String] = []
        let classText = declaration.description
        for run in runs {
            let point = points[run[0]]
            let endsInitializer = point.isInitializer && designatedInitializers == 1
                && point.list.parent?.parent?.is(InitializerDeclSyntax.self) == true
                && (points[run[run.count - 1]].index == point.list.count - 1)
            let plainBefore = endsInitializer && Array(point.list).prefix(point.index).allSatisfy { members.isPlain($0) }
                && run.allSatisfy { index in
                    let property = subscriptions[index].property
                    return members.initialValue(of: property) == false
                        && Array(point.list).prefix(point.index).filter { Self.assigns(property, in: Syntax($0)) }.count <= 1
                }
            var flag: String?
            if !plainBefore {
                var name = "isObserving"
                if runs.count > 1 {
                    let property = subscriptions[run[0]].property
                    name += property.prefix(1).uppercased() + property.dropFirst()
                }
                var candidate = name
                var number = 2
                while Self.containsWord(candidate, in: classText) || flags.contains(candidate) {
                    candidate = "\(name)\(number)"
                    number += 1
                }
                flag = candidate
                flags.append(candidate)
            }
            for index in run { pieces[index].flag = flag }
            // At the point: the flag, then each body a subscription without dropFirst() ran at once.
            var parts: [String] = flag.map { ["\($0) = true"] } ?? []
            for index in run where !subscriptions[index].dropsFirst {
                if pieces[index].returns {
                    return .failure(RefusalError(refusal: (Syntax(subscriptions[index].statement), "$\(subscriptions[index].property) is a publisher of the class's own property whose sink runs at once, where its return would leave the function; move this pipeline to didSet, or migrate by hand")))
                }
                parts += pieces[index].lines
            }
            let first = subscriptions[run[0]].statement
            let last = subscriptions[run[run.count - 1]].statement
            let indent = indentation(of: Syntax(first))
            if parts.isEmpty {
                result.append(SourceEdit(start: Self.lineStart(of: Syntax(first)), end: last.endPositionBeforeTrailingTrivia.utf8Offset, text: ""))
            } else {
                result.append(SourceEdit(start: first.positionAfterSkippingLeadingTrivia.utf8Offset, end: last.endPositionBeforeTrailingTrivia.utf8Offset,
                                         text: Self.indented(parts, by: indent, firstLine: false)))
            }
        }
        if !flags.isEmpty {
            result.append(flagDeclarations(flags, in: declaration, skipping: removedDeclarations))
        }
        // The observers, one didSet per property, its pipelines in source order.
        var properties: [String] = []
        for subscription in subscriptions where !properties.contains(subscription.property) { properties.append(subscription.property) }
        for property in properties {
            let own = pieces.filter { $0.subscription.property == property && !$0.lines.isEmpty }
            guard !own.isEmpty else { continue }
            switch observer(for: property, pieces: own, declaration: declaration) {
            case .success(let edit): result.append(edit)
            case .failure(let error): return .failure(error)
            }
        }
        return .success(result)
    }

    private static func storageName(_ storage: SelfSubscription.Storage) -> String {
        switch storage {
        case .set(let name), .property(let name): return name
        }
    }

    /// The `didSet` of `property` gaining `pieces`.
    private func observer(for property: String, pieces: [DidSetPiece], declaration: ClassDeclSyntax) -> Result<SourceEdit, RefusalError> {
        guard let variable = declaration.memberBlock.members.lazy.compactMap({ $0.decl.as(VariableDeclSyntax.self) })
            .first(where: { $0.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property } }),
            variable.bindings.count == 1, let binding = variable.bindings.first
        else {
            return .failure(RefusalError(refusal: (Syntax(pieces[0].subscription.statement), "$\(property) is a publisher of the class's own property declared with others in one statement, where a didSet cannot go; move this pipeline to didSet, or migrate by hand")))
        }
        let indent = indentation(of: Syntax(variable))
        let step = indent.hasPrefix("\t") ? "\t" : "    "
        var existingDidSet: AccessorDeclSyntax?
        var willSet: AccessorDeclSyntax?
        if let block = binding.accessorBlock, case .accessors(let accessors) = block.accessors {
            existingDidSet = accessors.first { $0.accessorSpecifier.text == "didSet" }
            willSet = accessors.first { $0.accessorSpecifier.text == "willSet" }
        }
        let oldValue = existingDidSet?.parameters?.name.text ?? "oldValue"
        let followed = existingDidSet?.body?.statements.isEmpty == false
        if let returning = pieces.dropLast().first(where: \.returns) ?? (followed ? pieces.last.flatMap { $0.returns ? $0 : nil } : nil) {
            return .failure(RefusalError(refusal: (Syntax(returning.subscription.statement), "$\(property) is a publisher of the class's own property whose sink returns early, which in one didSet would skip what follows it; move this pipeline to didSet, or migrate by hand")))
        }
        var lines: [String] = []
        for piece in pieces {
            let conditions = (piece.flag.map { [$0] } ?? []) + (piece.subscription.removesDuplicates ? ["\(oldValue) != \(property)"] : [])
            if conditions.isEmpty {
                lines += piece.lines
            } else if pieces.count == 1, !followed {
                lines.append("guard \(conditions.joined(separator: ", ")) else { return }")
                lines += piece.lines
            } else {
                lines.append("if \(conditions.joined(separator: ", ")) {")
                lines += piece.lines.map { $0.isEmpty ? $0 : step + $0 }
                lines.append("}")
            }
        }
        if let existingDidSet, let body = existingDidSet.body {
            // The pipelines ran before the property's own observer, so they come first in it.
            let at = body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
            guard let first = body.statements.first, first.leadingTrivia.contains(where: \.isNewline) else {
                let inner = indent + step + step
                let end = body.statements.first?.positionAfterSkippingLeadingTrivia.utf8Offset ?? at
                return .success(SourceEdit(start: at, end: end, text: "\n" + Self.indented(lines, by: inner, firstLine: true) + "\n" + inner))
            }
            return .success(SourceEdit(start: at, end: at, text: "\n" + Self.indented(lines, by: indentation(of: Syntax(first)), firstLine: true)))
        }
        let accessor = "didSet {\n" + Self.indented(lines, by: indent + step + step, firstLine: true) + "\n\(indent)\(step)}"
        if let willSet {
            let at = willSet.endPositionBeforeTrailingTrivia.utf8Offset
            return .success(SourceEdit(start: at, end: at, text: "\n\(indent)\(step)" + accessor))
        }
        let at = binding.endPositionBeforeTrailingTrivia.utf8Offset
        return .success(SourceEdit(start: at, end: at, text: " {\n\(indent)\(step)" + accessor + "\n\(indent)}"))
    }

    /// The flags' declarations, after the class's last stored property that stays.
    private func flagDeclarations(_ flags: [String], in declaration: ClassDeclSyntax, skipping removed: Set<String>) -> SourceEdit {
        let stored = declaration.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.filter { variable in
            !variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
                && variable.bindings.allSatisfy(Self.isStored)
                && !variable.bindings.contains { removed.contains($0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? "") }
        }
        let text = flags.map { "@ObservationIgnored private var \($0) = false" }
        if let anchor = stored.last {
            let indent = indentation(of: Syntax(anchor))
            return SourceEdit(start: anchor.endPositionBeforeTrailingTrivia.utf8Offset, end: anchor.endPositionBeforeTrailingTrivia.utf8Offset,
                              text: text.map { "\n\(indent)\($0)" }.joined())
        }
        let indent = declaration.memberBlock.members.first.map { indentation(of: Syntax($0)) } ?? indentation(of: Syntax(declaration)) + "    "
        let at = declaration.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
        return SourceEdit(start: at, end: at, text: text.map { "\n\(indent)\($0)" }.joined() + "\n")
    }

    /// The uses of the class's storage `name`: its declaration, and how many subscriptions are kept in it.
    private func storageUses(of name: String, className: String, declaration: ClassDeclSyntax) -> Result<(declaration: VariableDeclSyntax?, kept: Int), RefusalError> {
        var kept = 0
        var found: VariableDeclSyntax?
        for token in declaration.root.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
            guard enclosingTypes(of: token).first?.name == className else { continue }
            if let pattern = token.parent?.as(IdentifierPatternSyntax.self),
               let variable = pattern.parent?.parent?.parent?.as(VariableDeclSyntax.self),
               variable.parent?.parent?.parent?.parent?.id == declaration.id {
                found = variable
                continue
            }
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            var expression = ExprSyntax(reference)
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
               member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                expression = ExprSyntax(member)
            }
            if let inOut = expression.parent?.as(InOutExprSyntax.self), let argument = inOut.parent?.as(LabeledExprSyntax.self),
               argument.label?.text == "in", let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
               call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "store" {
                kept += 1
                continue
            }
            if let list = expression.parent?.as(ExprListSyntax.self), list.first?.id == expression.id,
               list.count == 3, list.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
               let value = list.last, Self.startsWithOwnProjection(value) {
                kept += 1
                continue
            }
            return .failure(RefusalError(refusal: (Syntax(reference), "a publisher of the class's own property is kept in \(name), which is also used here, where it could cancel the subscription that a didSet would stand for; migrate by hand")))
        }
        return .success((found, kept))
    }

    /// Whether `expression` is a chain starting at a `$x` or `self.$x` projection.
    private static func startsWithOwnProjection(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                if member.declName.baseName.text.hasPrefix("$"), base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { return true }
                current = base
            } else {
                return current.as(DeclReferenceExprSyntax.self)?.baseName.text.hasPrefix("$") == true
            }
        }
    }

    /// Where the subscription is made: in code that runs at most once per object, while it is initialized.
    private func point(of subscription: SelfSubscription, reach: InitializationReach) -> Result<SubscriptionPoint, RefusalError> {
        func refuse(_ why: String) -> Result<SubscriptionPoint, RefusalError> {
            .failure(RefusalError(refusal: (Syntax(subscription.statement), "$\(subscription.property) is a publisher of the class's own property subscribed \(why); move this pipeline to didSet, or migrate by hand")))
        }
        guard let list = subscription.statement.parent?.as(CodeBlockItemListSyntax.self),
              let index = list.firstIndex(where: { $0.id == subscription.statement.id })
        else { return refuse("outside a block of statements") }
        let function: Syntax
        switch reach.function(around: Syntax(subscription.statement)) {
        case .success(let found): function = found
        case .failure(let enclosure): return refuse(enclosure.clause)
        }
        if case .failure(let broken) = reach.runsOnce(function) {
            return refuse("in \(InitializationReach.name(of: function)), which does not run once from an initializer: \(broken.reason)")
        }
        return .success(SubscriptionPoint(function: function, isInitializer: function.is(InitializerDeclSyntax.self), list: list,
                                          index: list.distance(from: list.startIndex, to: index)))
    }

    /// The body of the sink as `didSet` code: the new value read from the property, the class
    /// reached as `self`. Refused where that changes what the body does: it reads the property
    /// itself (a `@Published` sink runs before the change, `didSet` after), or uses the weakly
    /// captured `self` as a value.
    private func body(of subscription: SelfSubscription, members: MemberBodies) -> Result<DidSetPiece, RefusalError> {
        let property = subscription.property
        let closure = subscription.closure
        func refuse(_ node: some SyntaxProtocol, _ why: String) -> Result<DidSetPiece, RefusalError> {
            .failure(RefusalError(refusal: (Syntax(node), "$\(property) is a publisher of the class's own property whose sink \(why); move this pipeline to didSet, or migrate by hand")))
        }
        var statements = Array(closure.statements)
        var guarded = false
        if subscription.capture == .weak, let first = statements.first, Self.isGuardLetSelf(first) {
            statements.removeFirst()
            guarded = true
        }
        guard let firstStatement = statements.first, let lastStatement = statements.last else {
            return .success(DidSetPiece(subscription: subscription, lines: [], returns: false))
        }
        let start = firstStatement.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = lastStatement.endPositionBeforeTrailingTrivia.utf8Offset
        var local: [SourceEdit] = []
        var returns = false
        var called: Set<String> = []
        let optionalSelf = subscription.capture == .weak && !guarded
        for statement in statements {
            for token in statement.tokens(viewMode: .sourceAccurate) {
                let nested = Self.nestedClosure(of: token, inside: closure)
                if let nested, Self.capturesSelf(nested) { continue }
                switch token.tokenKind {
                case .keyword(.self):
                    guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
                    if optionalSelf {
                        if nested != nil { return refuse(token, "hands the weakly captured self to a closure of its own") }
                        guard let chain = reference.parent?.as(OptionalChainingExprSyntax.self), Self.isDiscarded(chain) else {
                            return refuse(token, "uses the weakly captured self as a value")
                        }
                        local.append(SourceEdit(start: chain.questionMark.positionAfterSkippingLeadingTrivia.utf8Offset,
                                                end: chain.questionMark.endPositionBeforeTrailingTrivia.utf8Offset, text: ""))
                    }
                    if let member = (reference.parent?.as(OptionalChainingExprSyntax.self).map(Syntax.init) ?? Syntax(reference)).parent?.as(MemberAccessExprSyntax.self) {
                        let name = member.declName.baseName.text
                        if name == property { return refuse(member, "reads \(property) itself, which a @Published sink sees before the change and didSet after") }
                        called.insert(name)
                    }
                case .identifier(let name), .dollarIdentifier(let name):
                    if let pattern = token.parent?.as(IdentifierPatternSyntax.self), pattern.identifier.text == property, subscription.parameter != property {
                        return refuse(token, "declares its own \(property)")
                    }
                    guard let reference = token.parent?.as(DeclReferenceExprSyntax.self), !WrapperUsage.isMemberName(reference) else { continue }
                    if name == subscription.parameter || (subscription.parameter == nil && name == "$0" && nested == nil) {
                        if name != property {
                            local.append(SourceEdit(start: token.positionAfterSkippingLeadingTrivia.utf8Offset,
                                                    end: token.endPositionBeforeTrailingTrivia.utf8Offset, text: property))
                        }
                    } else if name.hasPrefix("$"), nested == nil, Int(name.dropFirst()) != nil {
                        return refuse(token, "takes more than one value")
                    } else if name == property {
                        return refuse(token, "reads \(property) itself, which a @Published sink sees before the change and didSet after")
                    } else {
                        called.insert(name)
                    }
                case .keyword(.return):
                    if nested == nil, !Self.isInNestedFunction(token, inside: closure) { returns = true }
                default:
                    continue
                }
            }
        }
        if let through = members.reader(of: property, from: called) {
            return refuse(closure, "reads \(property) through \(through), which a @Published sink sees before the change and didSet after")
        }
        let bytes = Array(text.utf8)
        let shifted = local.map { SourceEdit(start: $0.start - start, end: $0.end - start, text: $0.text) }
        let written = String(decoding: SourceEdit.apply(shifted, to: Array(bytes[start..<end])), as: UTF8.self)
        return .success(DidSetPiece(subscription: subscription, lines: Self.dedented(written), returns: returns))
    }

    /// `guard let self else { return }` or `guard let self = self else { return }`.
    private static func isGuardLetSelf(_ item: CodeBlockItemSyntax) -> Bool {
        guard case .stmt(let statement) = item.item, let guardStatement = statement.as(GuardStmtSyntax.self),
              guardStatement.conditions.count == 1, let condition = guardStatement.conditions.first,
              case .optionalBinding(let binding) = condition.condition,
              binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.tokenKind == .keyword(.self),
              binding.initializer.map({ $0.value.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) }) ?? true,
              guardStatement.body.statements.count == 1, let only = guardStatement.body.statements.first,
              case .stmt(let exit) = only.item, let returning = exit.as(ReturnStmtSyntax.self), returning.expression == nil
        else { return false }
        return true
    }

    /// The closure inside `outer` that holds `token`, if any.
    private static func nestedClosure(of token: TokenSyntax, inside outer: ClosureExprSyntax) -> ClosureExprSyntax? {
        var current = token.parent
        while let candidate = current, candidate.id != outer.id {
            if let closure = candidate.as(ClosureExprSyntax.self) { return closure }
            current = candidate.parent
        }
        return nil
    }

    private static func isInNestedFunction(_ token: TokenSyntax, inside outer: ClosureExprSyntax) -> Bool {
        var current = token.parent
        while let candidate = current, candidate.id != outer.id {
            if candidate.is(FunctionDeclSyntax.self) || candidate.is(AccessorDeclSyntax.self) { return true }
            current = candidate.parent
        }
        return false
    }

    private static func capturesSelf(_ closure: ClosureExprSyntax) -> Bool {
        closure.signature?.capture?.items.contains { $0.name.tokenKind == .keyword(.self) || $0.name.text == "self" } == true
    }

    /// Whether the optional chain `self?…` is a whole statement, or the target of an assignment,
    /// so its value is never used and `self.…` does the same.
    private static func isDiscarded(_ chain: OptionalChainingExprSyntax) -> Bool {
        var current = Syntax(chain)
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id { current = parent; continue }
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == current.id { current = parent; continue }
            if let subscriptCall = parent.as(SubscriptCallExprSyntax.self), subscriptCall.calledExpression.id == current.id { current = parent; continue }
            break
        }
        guard current.id != chain.id else { return false }
        if current.parent?.is(CodeBlockItemSyntax.self) == true { return true }
        guard let list = current.parent?.as(ExprListSyntax.self), list.first?.id == current.id, list.count == 3,
              list.dropFirst().first?.is(AssignmentExprSyntax.self) == true
        else { return false }
        return list.parent?.parent?.is(CodeBlockItemSyntax.self) == true
    }

    /// Whether `node` assigns `property` (`property = …`, `self.property = …`).
    static func assigns(_ property: String, in node: Syntax) -> Bool {
        for list in node.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent?.as(AssignmentExprSyntax.self)?.parent?.as(ExprListSyntax.self) }) {
            if let target = list.first, SelfSubscription.ownMemberName(target) == property { return true }
        }
        return false
    }

    /// Where the line holding `node` starts, with the line break before it: removing from here
    /// to the node's end removes its line and keeps any comment line above it.
    private static func lineStart(of node: Syntax) -> Int {
        var offset = node.position.utf8Offset
        var lastBreak: Int?
        for piece in node.leadingTrivia.pieces {
            if piece.isNewline { lastBreak = offset }
            offset += piece.sourceLength.utf8Length
        }
        return lastBreak ?? node.positionAfterSkippingLeadingTrivia.utf8Offset
    }

    /// Lines of code moved from a closure, without the indentation they shared.
    private static func dedented(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let margins = lines.dropFirst().filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }
        let margin = margins.min() ?? 0
        for index in lines.indices.dropFirst() {
            lines[index] = lines[index].allSatisfy(\.isWhitespace) ? "" : String(lines[index].dropFirst(margin))
        }
        return lines
    }

    /// `lines` at `indent`: each line but the first, or every line with `firstLine`.
    private static func indented(_ lines: [String], by indent: String, firstLine: Bool) -> String {
        lines.enumerated().map { index, line in
            line.isEmpty || (index == 0 && !firstLine) ? line : indent + line
        }.joined(separator: "\n")
    }
}

/// The class's methods and computed properties in one file, by name, to follow what a sink's
/// body reaches.
struct MemberBodies {
    private var bodies: [String: [Syntax]] = [:]
    private var stored: [String: Bool] = [:]

    init(className: String, tree: SourceFileSyntax) {
        for statement in tree.statements {
            Self.collect(Syntax(statement), className: className, into: &self)
        }
    }

    private static func collect(_ node: Syntax, className: String, into bodies: inout MemberBodies) {
        for child in node.children(viewMode: .sourceAccurate) {
            if let type = child.as(ClassDeclSyntax.self), type.name.text == className {
                bodies.add(type.memberBlock)
            } else if let type = child.as(ExtensionDeclSyntax.self), ObservableDeclarationScanner.lastName(of: type.extendedType) == className {
                bodies.add(type.memberBlock)
            } else if child.is(DeclSyntax.self) || child.is(CodeBlockItemSyntax.self) || child.is(CodeBlockItemListSyntax.self)
                        || child.is(MemberBlockSyntax.self) || child.is(MemberBlockItemListSyntax.self) || child.is(MemberBlockItemSyntax.self)
                        || child.is(IfConfigDeclSyntax.self) || child.is(IfConfigClauseListSyntax.self) || child.is(IfConfigClauseSyntax.self) {
                collect(child, className: className, into: &bodies)
            }
        }
    }

    private mutating func add(_ block: MemberBlockSyntax) {
        for member in block.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body {
                bodies[function.name.text, default: []].append(Syntax(body))
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if let accessors = binding.accessorBlock, !ObservationFileRewriter.isStored(binding) {
                        bodies[name, default: []].append(Syntax(accessors))
                    } else {
                        stored[name] = binding.initializer != nil
                    }
                }
            }
        }
    }

    /// Whether the stored property `name` has a value written at its declaration; `nil` when not declared here.
    func initialValue(of name: String) -> Bool? {
        stored[name]
    }

    /// The first of `names`, or a member they reach, whose code reads `property`.
    func reader(of property: String, from names: Set<String>) -> String? {
        var pending = names.filter { bodies[$0] != nil }.sorted()
        var seen = Set(pending)
        while !pending.isEmpty {
            let name = pending.removeFirst()
            for body in bodies[name] ?? [] {
                for token in body.tokens(viewMode: .sourceAccurate) {
                    guard case .identifier(let used) = token.tokenKind, let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
                    if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
                       member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) {
                        continue
                    }
                    if used == property { return name == property ? property : "\(name)" }
                    if bodies[used] != nil, seen.insert(used).inserted { pending.append(used) }
                }
            }
        }
        return nil
    }

    /// Whether a statement before the subscription leaves the property's value as its initialization
    /// set it: no call of the class's own code, no use of `self` but as an assignment's target.
    func isPlain(_ item: CodeBlockItemSyntax) -> Bool {
        for token in item.tokens(viewMode: .sourceAccurate) {
            if token.tokenKind == .keyword(.self) {
                guard let member = token.parent?.as(DeclReferenceExprSyntax.self)?.parent?.as(MemberAccessExprSyntax.self),
                      let list = member.parent?.as(ExprListSyntax.self), list.first?.id == member.id,
                      list.dropFirst().first?.is(AssignmentExprSyntax.self) == true
                else {
                    if token.parent?.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName.tokenKind == .keyword(.`init`) { continue }
                    return false
                }
            }
            if case .keyword(.super) = token.tokenKind { continue }
            if case .identifier(let name) = token.tokenKind, bodies[name] != nil { return false }
        }
        return true
    }
}
