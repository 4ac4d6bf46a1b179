/// A value of a YAML or JSON document, as a spec reader walks it: a scalar, a list or a mapping
/// (keys in their written order), each with the file and line it was written at when known, so
/// findings about a spec point at the line.
public indirect enum SpecValue: Hashable, Sendable {
    /// A string, number or boolean, as written.
    case scalar(String, at: DeclarationLocation?)
    /// A list.
    case sequence([SpecValue], at: DeclarationLocation?)
    /// A mapping, its entries in the order written.
    case mapping([Entry], at: DeclarationLocation?)

    /// One key and its value.
    public struct Entry: Hashable, Sendable {
        /// The key.
        public var key: String
        /// The value.
        public var value: SpecValue
        /// Where the key is written, when known.
        public var location: DeclarationLocation?

        /// Creates an entry.
        public init(key: String, value: SpecValue, location: DeclarationLocation? = nil) {
            self.key = key
            self.value = value
            self.location = location
        }
    }

    /// Where the value is written, when known.
    public var location: DeclarationLocation? {
        switch self {
        case .scalar(_, let location), .sequence(_, let location), .mapping(_, let location): return location
        }
    }

    /// The scalar's text; `nil` for a list or a mapping.
    public var string: String? {
        if case .scalar(let text, _) = self { return text }
        return nil
    }

    /// The list's elements; `nil` for a scalar or a mapping.
    public var elements: [SpecValue]? {
        if case .sequence(let elements, _) = self { return elements }
        return nil
    }

    /// The mapping's entries; `nil` for a scalar or a list.
    public var entries: [Entry]? {
        if case .mapping(let entries, _) = self { return entries }
        return nil
    }

    /// The value of `key` in a mapping (the last one, as YAML loaders keep), else `nil`.
    public subscript(key: String) -> SpecValue? {
        entries?.last { $0.key == key }?.value
    }

    /// A list's scalars, or a single scalar as a list of one: the shape of spec fields that take either.
    public var strings: [String] {
        if let string { return [string] }
        return elements?.compactMap(\.string) ?? []
    }

    /// Whether the scalar reads as true in YAML (`true`, `yes`, `on`, any case).
    public var isTrue: Bool {
        guard let string else { return false }
        return ["true", "yes", "on", "1"].contains(string.lowercased())
    }

    /// The value with every scalar (and key) passed through `transform`: placeholders replaced.
    public func mapStrings(_ transform: (String) -> String) -> SpecValue {
        switch self {
        case .scalar(let text, let location):
            return .scalar(transform(text), at: location)
        case .sequence(let elements, let location):
            return .sequence(elements.map { $0.mapStrings(transform) }, at: location)
        case .mapping(let entries, let location):
            return .mapping(entries.map { Entry(key: transform($0.key), value: $0.value.mapStrings(transform), location: $0.location) }, at: location)
        }
    }
}
