/// What the migration knows of a class from its declaration: whether it is an `ObservableObject`
/// or already `@Observable`, and which properties it publishes.
struct ObservableClassDeclaration: Sendable {
    /// The class's name.
    let name: String
    /// The file declaring it.
    let path: String
    /// The declaration's line and column.
    let line: Int
    let column: Int
    /// Whether `ObservableObject` is among the types it inherits.
    let isObservableObject: Bool
    /// Whether it carries `@Observable` (a class migrated earlier, or written that way).
    let isObservable: Bool
    /// The names of its `@Published` properties.
    let publishedProperties: Set<String>
    /// The names of the other types it inherits from or conforms to.
    let inheritedTypes: [String]
}
