/// Which accessibility elements a container exposes for its children.
nonisolated public struct AccessibilityChildBehavior: Hashable, Sendable {
    private let name: String

    /// The children are hidden; the container is one element of its own.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// The children stay separate elements inside the container.
    public static let contain = AccessibilityChildBehavior(name: "contain")
    /// The children's labels and values are combined into one element.
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// Traits that say what an accessibility element is and does.
nonisolated public struct AccessibilityTraits: SetAlgebra, Sendable {
    private var names: Set<String>

    /// No traits.
    public init() {
        names = []
    }

    private init(name: String) {
        names = [name]
    }

    /// The element is a button.
    public static let isButton = AccessibilityTraits(name: "isButton")
    /// The element is a heading.
    public static let isHeader = AccessibilityTraits(name: "isHeader")
    /// The element is selected.
    public static let isSelected = AccessibilityTraits(name: "isSelected")
    /// The element is static text.
    public static let isStaticText = AccessibilityTraits(name: "isStaticText")

    /// Whether `member`'s traits are all included.
    public func contains(_ member: AccessibilityTraits) -> Bool { member.names.isSubset(of: names) }
    /// Both sets of traits.
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { var copy = self; copy.formUnion(other); return copy }
    /// The traits in both.
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { var copy = self; copy.formIntersection(other); return copy }
    /// The traits in exactly one.
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { var copy = self; copy.formSymmetricDifference(other); return copy }
    /// Adds `newMember`'s traits.
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        names.formUnion(newMember.names)
        return (inserted, newMember)
    }
    /// Removes `member`'s traits.
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard contains(member) else { return nil }
        names.subtract(member.names)
        return member
    }
    /// Adds `newMember`'s traits.
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        insert(newMember).inserted ? nil : newMember
    }
    /// Adds `other`'s traits.
    public mutating func formUnion(_ other: AccessibilityTraits) { names.formUnion(other.names) }
    /// Keeps the traits also in `other`.
    public mutating func formIntersection(_ other: AccessibilityTraits) { names.formIntersection(other.names) }
    /// Keeps the traits in exactly one.
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { names.formSymmetricDifference(other.names) }
}

extension View {
    /// The label VoiceOver reads for the view.
    public func accessibilityLabel(_ label: Text) -> some View {
        standIn(label)
    }

    /// The label VoiceOver reads for the view, from a localized key.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        standIn(labelKey)
    }

    /// The label VoiceOver reads for the view, from a string.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        standIn(String(label))
    }

    /// What happens when the element is activated, read after its label.
    public func accessibilityHint(_ hint: Text) -> some View {
        standIn(hint)
    }

    /// The element's value, such as a count or a setting.
    public func accessibilityValue(_ valueDescription: Text) -> some View {
        standIn(valueDescription)
    }

    /// Makes the view one accessibility element, its children treated as `children` says.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        standIn(children)
    }

    /// Adds traits to the view's element.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        standIn(traits)
    }

    /// Hides the view from assistive technologies when `hidden` is true.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        standIn(hidden)
    }
}
