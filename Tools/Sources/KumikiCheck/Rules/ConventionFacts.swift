import KumikiSourceFiles

/// What the convention rules need to know of the whole project, gathered once per check: what each
/// class declares and which of its methods subclasses override, the static instances types keep of
/// themselves, and the properties views bind two-way.
struct ConventionFacts: Sendable {
    /// A stored property or method a class declares, by the class's name.
    struct ClassMember: Sendable {
        var kind: FileFacts.Member.Kind
        var name: String
        var typeName: String?
        var isOverride: Bool
        var isOutlet: Bool
    }

    /// A property bound two-way: its owner's type when the binding names a variable of a known type.
    struct BoundProperty: Hashable, Sendable {
        var type: String?
        var member: String
    }

    /// Where a class is declared, and its first inherited name.
    struct ClassDeclaration: Sendable {
        var file: Int
        var position: FileFacts.Position
        var superclass: String?
    }

    /// The members each class of a hierarchy of the project's declares (a base class and its subclasses), by the class's name.
    private(set) var members: [String: [ClassMember]] = [:]
    /// Each class's declaration, by name (the first, when several modules declare one).
    private(set) var classes: [String: ClassDeclaration] = [:]
    /// The subclasses of each class, by name, from every file.
    private(set) var subclasses: [String: [String]] = [:]
    /// `Type.member` for every static instance a type keeps of itself.
    private(set) var staticInstances: Set<String> = []
    /// The properties some view binds two-way.
    private(set) var boundProperties: Set<BoundProperty> = []
    /// The project bases the configuration allows (`no-project-superclass`'s `allowed_superclasses`).
    let allowedSuperclasses: Set<String>

    /// Gathers the facts from every file of `model` (test code included: a test's subclass still overrides).
    init(model: ProjectModel) {
        allowedSuperclasses = Set(model.configuration.list("allowed_superclasses", of: .noProjectSuperclass))
        // The classes each file declares, by name as written there: their members matter only for a
        // class in a hierarchy of the project's, known once every file has been read.
        var declaredClasses: [[(name: FileFacts.Name, text: String)]] = Array(repeating: [], count: model.files.count)
        for (index, file) in model.files.enumerated() {
            for type in file.types where type.kind == .class && !type.isNested {
                let name = file[type.name]
                declaredClasses[index].append((type.name, name))
                let superclass = type.inherited.first.map { file[$0] }
                if classes[name] == nil { classes[name] = ClassDeclaration(file: index, position: type.position, superclass: superclass) }
                if let superclass, model.kind(ofType: superclass) == .class { subclasses[superclass, default: []].append(name) }
            }
            for instance in file.staticInstances { staticInstances.insert("\(file[instance.type]).\(file[instance.member])") }
            for binding in file.twoWayBindings {
                let base = binding.base
                // The variable's declared type, where the same type of the same file declares it.
                let slot = file.dependencySlots.first { $0.name == base && $0.enclosingType == binding.enclosingType }
                let type = slot.map { file[$0.typeName] }
                // A type the project declares as a class or struct owns the property; a protocol or an unknown type says nothing of which one does.
                let owner = type.flatMap { model.kind(ofType: $0) == .class || model.kind(ofType: $0) == .struct ? $0 : nil }
                boundProperties.insert(BoundProperty(type: owner, member: file[binding.member]))
            }
        }
        guard !subclasses.isEmpty else { return }
        var inHierarchy = Set(subclasses.keys)
        for names in subclasses.values { inHierarchy.formUnion(names) }
        for (index, file) in model.files.enumerated() where !file.members.isEmpty {
            let wanted = declaredClasses[index].filter { inHierarchy.contains($0.text) }
            guard !wanted.isEmpty else { continue }
            for member in file.members {
                guard let owner = wanted.first(where: { $0.name == member.enclosingType }) else { continue }
                members[owner.text, default: []].append(ClassMember(
                    kind: member.kind, name: file[member.name], typeName: member.typeName.map { file[$0] }, isOverride: member.isOverride,
                    isOutlet: member.isOutlet))
            }
        }
    }

    /// Whether a view binds `member` of `type` two-way: through a variable of that type, or of a type that does not say.
    func isBoundTwoWay(_ member: String, of type: String) -> Bool {
        boundProperties.contains(BoundProperty(type: type, member: member)) || boundProperties.contains(BoundProperty(type: nil, member: member))
    }

    /// What a base class carries that its subclass `subclass` takes from it, for `no-project-superclass`.
    struct Inheritance: Sendable {
        /// Stored properties holding collaborators (a protocol, a project class that is no view, a service).
        var dependencies: [String] = []
        /// Other stored variables: state.
        var state: [String] = []
        /// Methods the base declares that the subclass overrides.
        var overridden: [String] = []

        /// Whether the base gives the subclass nothing but look and layout.
        var isEmpty: Bool { dependencies.isEmpty && state.isEmpty && overridden.isEmpty }
    }

    /// What `base` (and its project ancestors) carries for the subclass `subclass`, in `model`.
    func inheritance(of subclass: String, from base: String, in model: ProjectModel) -> Inheritance {
        var result = Inheritance()
        let overrides = Set((members[subclass] ?? []).filter(\.isOverride).map(\.name))
        var visited: Set<String> = []
        var current: String? = base
        while let name = current, visited.insert(name).inserted, classes[name] != nil {
            for member in members[name] ?? [] {
                switch member.kind {
                case .method:
                    if !member.isOverride, overrides.contains(member.name) { result.overridden.append(member.name) }
                case .storedConstant, .storedVariable:
                    guard !member.isOutlet, !isViewElement(member.typeName) else { continue }
                    if isCollaborator(member.typeName, in: model) {
                        result.dependencies.append(member.name)
                    } else if member.kind == .storedVariable {
                        result.state.append(member.name)
                    }
                }
            }
            current = classes[name]?.superclass
        }
        return result
    }

    /// Whether `base` is a view or cell class whose subclasses take only its look: it stores no
    /// collaborator and no state, and no subclass overrides a method it declares.
    func carriesOnlyStyling(_ base: String, in model: ProjectModel) -> Bool {
        guard isViewClass(base, in: model) else { return false }
        return (subclasses[base] ?? []).allSatisfy { inheritance(of: $0, from: base, in: model).isEmpty }
    }

    /// Whether the class `name` draws: it inherits from a UIKit or AppKit view, cell or control (not a
    /// view controller, which holds a screen's logic), directly or through the project's own classes.
    func isViewClass(_ name: String, in model: ProjectModel, includingControllers: Bool = false) -> Bool {
        var visited: Set<String> = []
        var current: String? = name
        while let type = current, visited.insert(type).inserted {
            if Self.isPlatformViewType(type, includingControllers: includingControllers) { return true }
            current = classes[type]?.superclass
        }
        return false
    }

    /// A UIKit or AppKit type that draws (`UITableViewCell`, `NSView`, `UIButton`), or, with
    /// `includingControllers`, one that manages drawing (`UIViewController`).
    static func isPlatformViewType(_ name: String, includingControllers: Bool = true) -> Bool {
        guard name.hasPrefix("UI") || name.hasPrefix("NS") || name.hasPrefix("WK") || name.hasPrefix("SK") else { return false }
        if includingControllers, name.hasSuffix("Controller") { return true }
        return ["View", "Cell", "Button", "Label", "Control", "Field", "Bar", "Switch", "Slider"].contains { name.hasSuffix($0) }
    }

    /// Whether a stored property of this type is part of a view's look (a label, a colour, a font, a layout constant).
    private func isViewElement(_ type: String?) -> Bool {
        guard let type else { return false }
        return Self.isPlatformViewType(type) || ["UIColor", "NSColor", "UIFont", "NSFont", "CGFloat", "UIEdgeInsets", "NSEdgeInsets",
            "NSDirectionalEdgeInsets", "UIImage", "NSImage", "CALayer", "CAGradientLayer", "CAShapeLayer", "NSLayoutConstraint"].contains(type)
    }

    /// Whether a stored property of this type holds a collaborator: a protocol or a class of the project
    /// that does not draw, or a type named for a service.
    private func isCollaborator(_ type: String?, in model: ProjectModel) -> Bool {
        guard let type else { return false }
        switch model.kind(ofType: type) {
        case .protocol: return true
        case .class, .actor: return !isViewClass(type, in: model, includingControllers: true)
        default: break
        }
        return ["Service", "Repository", "UseCase", "Client", "Manager", "Store", "Provider", "Gateway", "Requester", "Session", "Router",
                "Coordinator"].contains { type.hasSuffix($0) }
    }
}
