import SwiftSyntax

/// Whether code of a class runs at most once for each object, while it is initialized: the one
/// notion the migration keeps a subscription's timing by. Code written in an initializer does,
/// outside any loop or closure. So does a method's code when the method's only call is made, again
/// outside any loop or closure, in code that does, followed to any depth: `init` calling
/// `loadSettings()` calling `setupBindings()`. The methods followed are private or fileprivate, or
/// neither public nor open and named in no other file of the project, so no code unseen calls them.
/// A condition around a call may leave the code not run at all, which is still at most once.
struct InitializationReach {
    /// Why code does not run once: a clause naming the call that breaks the chain, with `file:line`.
    struct Break: Error {
        let reason: String
    }

    /// Why a place is not in the class's own initializer or instance method, outside loops and closures.
    struct Enclosure: Error {
        /// Where the place is (`inside a loop`).
        let text: String
        /// What follows from it, read after the text (`, which may run …`); empty when it goes without saying.
        let consequence: String

        init(_ text: String, _ consequence: String = "") {
            self.text = text
            self.consequence = consequence
        }

        /// The place as a clause: `inside a loop, and each turn would subscribe again`.
        var clause: String { text + consequence }
    }

    private let className: String
    private let tree: SourceFileSyntax
    private let converter: SourceLocationConverter
    private let identifiers: IdentifierIndex
    /// The file's name without its folders: a refusal already gives its path.
    private let fileName: String
    /// The class's declaration and its extensions in this file, where its own code is.
    private let ownDeclarations: [Range<AbsolutePosition>]

    /// The reach of `className`'s code in `tree`, whose lines `converter` gives; `identifiers`
    /// tells where the rest of the project names a method.
    init(className: String, tree: SourceFileSyntax, converter: SourceLocationConverter, identifiers: IdentifierIndex) {
        self.className = className
        self.tree = tree
        self.converter = converter
        self.identifiers = identifiers
        let path = converter.location(for: tree.position).file
        fileName = path.split(separator: "/").last.map(String.init) ?? path
        let finder = OwnDeclarations(className: className)
        finder.walk(tree)
        ownDeclarations = finder.ranges
    }

    /// The initializer or instance method of the class `node` is written in, when `node` runs
    /// there at most once per call of it: not inside a loop, a closure or a nested function.
    func function(around node: Syntax) -> Result<Syntax, Enclosure> {
        var current = node.parent
        while let candidate = current {
            if candidate.is(ClosureExprSyntax.self) { return .failure(Enclosure("inside a closure", ", which may run at any time or more than once")) }
            if candidate.is(ForStmtSyntax.self) || candidate.is(WhileStmtSyntax.self) || candidate.is(RepeatStmtSyntax.self) {
                return .failure(Enclosure("inside a loop", ", and each turn would subscribe again"))
            }
            if candidate.is(InitializerDeclSyntax.self) || candidate.is(FunctionDeclSyntax.self) {
                guard let owner = candidate.parent?.parent?.parent?.parent else { return .failure(Enclosure("in a nested function")) }
                let isClass = owner.as(ClassDeclSyntax.self)?.name.text == className
                    || owner.as(ExtensionDeclSyntax.self).map { ObservableDeclarationScanner.lastName(of: $0.extendedType) == className } == true
                guard isClass else { return .failure(Enclosure("in a function that is not the class's")) }
                if candidate.as(FunctionDeclSyntax.self)?.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) == true {
                    return .failure(Enclosure("in a static method"))
                }
                return .success(candidate)
            }
            if candidate.is(DeclSyntax.self) || candidate.is(AccessorBlockSyntax.self) { return .failure(Enclosure("outside an initializer or a method")) }
            current = candidate.parent
        }
        return .failure(Enclosure("outside the class"))
    }

    /// Whether `function` (an initializer, or an instance method `function(around:)` found) runs
    /// at most once per object, while it is initialized; the break names the first call that
    /// keeps it from doing so.
    func runsOnce(_ function: Syntax) -> Result<Void, Break> {
        var current = function
        var followed: Set<SyntaxIdentifier> = [function.id]
        while let method = current.as(FunctionDeclSyntax.self) {
            let call: FunctionCallExprSyntax
            switch caller(of: method) {
            case .failure(let broken): return .failure(broken)
            case .success(let found): (call, current) = found
            }
            guard followed.insert(current.id).inserted else {
                let name = Self.name(of: Syntax(method))
                return .failure(Break(reason: "\(name) is called only from \(Self.name(of: current)) at \(place(of: call)), which \(name) itself leads to, so no initializer runs it"))
            }
        }
        return .success(())
    }

    /// The one call of `method`, and the initializer or method it is made in, in a place that runs once per call of that.
    private func caller(of method: FunctionDeclSyntax) -> Result<(call: FunctionCallExprSyntax, function: Syntax), Break> {
        let name = method.name.text
        let title = Self.name(of: Syntax(method))
        let access = Self.access(of: method)
        if let access, access == "public" || access == "open" {
            return .failure(Break(reason: "\(title) is \(access), so code outside the project may call it"))
        }
        if access != "private", access != "fileprivate", let place = identifiers.place(of: name, outside: tree) {
            return .failure(Break(reason: "\(title) is not private, and \(name) is also named at \(place)"))
        }
        var calls: [FunctionCallExprSyntax] = []
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) && token.id != method.name.id {
            let reference = token.parent?.as(DeclReferenceExprSyntax.self)
            let member = reference.flatMap { reference in reference.parent?.as(MemberAccessExprSyntax.self).flatMap { $0.declName.id == reference.id ? $0 : nil } }
            let onSelf = member?.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            guard isOwn(token) else {
                // Elsewhere in the file a bare name or `self.name` is another type's; only `value.name` may be this method.
                if access != "private", let base = member?.base, !onSelf, !base.is(SuperExprSyntax.self) {
                    return .failure(Break(reason: "\(name)() may also be called on another value at \(place(of: token))"))
                }
                continue
            }
            guard let reference, reference.argumentNames == nil else {
                return .failure(Break(reason: "\(name) is also named at \(place(of: token)), other than as a call of \(title)"))
            }
            if member != nil, !onSelf {
                return .failure(Break(reason: "\(name)() is also called on another value at \(place(of: token))"))
            }
            let callee = member.map(ExprSyntax.init) ?? ExprSyntax(reference)
            guard let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id else {
                return .failure(Break(reason: "\(name) is also named at \(place(of: token)), other than as a call of \(title)"))
            }
            calls.append(call)
        }
        guard let call = calls.first else {
            return .failure(Break(reason: "nothing calls \(title)"))
        }
        guard calls.count == 1 else {
            return .failure(Break(reason: "\(title) is called \(from(call)) at \(place(of: call)) and also \(from(calls[1])) at \(place(of: calls[1])), and each call would subscribe again"))
        }
        switch function(around: Syntax(call)) {
        case .success(let caller):
            return .success((call, caller))
        case .failure(let enclosure):
            return .failure(Break(reason: "\(title) is called \(enclosure.text) at \(place(of: call))\(enclosure.consequence)"))
        }
    }

    /// `from loadSettings()`, `inside a loop`: where a call is made, as a refusal names it.
    private func from(_ call: FunctionCallExprSyntax) -> String {
        switch function(around: Syntax(call)) {
        case .success(let function): return "from " + Self.name(of: function)
        case .failure(let enclosure): return enclosure.text
        }
    }

    /// Whether `token` is in the class's own code.
    private func isOwn(_ token: TokenSyntax) -> Bool {
        ownDeclarations.contains { $0.contains(token.position) }
    }

    /// `SettingsViewModel.swift:88`: the line of `node`, in a file the refusal already names by its path.
    private func place(of node: some SyntaxProtocol) -> String {
        "\(fileName):\(converter.location(for: node.positionAfterSkippingLeadingTrivia).line)"
    }

    /// `load(from:)`, `setupBindings()`, `init(store:)`: an initializer's or a method's name as Swift writes it.
    static func name(of function: Syntax) -> String {
        if let method = function.as(FunctionDeclSyntax.self) { return method.name.text + labels(method.signature.parameterClause) }
        if let initializer = function.as(InitializerDeclSyntax.self) { return "init" + labels(initializer.signature.parameterClause) }
        return "the code"
    }

    private static func labels(_ clause: FunctionParameterClauseSyntax) -> String {
        "(" + clause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    /// The method's access level as written on it, or on the extension declaring it; `nil` for the default.
    private static func access(of method: FunctionDeclSyntax) -> String? {
        let levels: Set<String> = ["private", "fileprivate", "internal", "package", "public", "open"]
        if let written = method.modifiers.first(where: { levels.contains($0.name.text) && $0.detail == nil }) { return written.name.text }
        let owner = method.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self)
        let level = owner?.modifiers.first { levels.contains($0.name.text) }?.name.text
        // A member of a private extension is fileprivate.
        return level == "private" ? "fileprivate" : level
    }
}

/// Where a class's declaration and its extensions are in a file.
private final class OwnDeclarations: SyntaxVisitor {
    let className: String
    var ranges: [Range<AbsolutePosition>] = []

    init(className: String) {
        self.className = className
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == className { ranges.append(node.position..<node.endPosition) }
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if ObservableDeclarationScanner.lastName(of: node.extendedType) == className { ranges.append(node.position..<node.endPosition) }
        return .visitChildren
    }
}
