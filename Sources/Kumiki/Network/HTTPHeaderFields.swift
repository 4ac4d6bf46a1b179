/// Header fields with case-insensitive names (RFC 9110 §5.1): one entry per
/// name, however it is spelled, so merging layers of headers is deterministic.
///
/// ``APIClient`` merges its default headers with an endpoint's through this
/// type: `x-request-id` from an endpoint replaces a default `X-Request-ID`
/// instead of travelling beside it.
public struct HTTPHeaderFields: Sendable, Equatable, Sequence {
    /// One field: the spelling of its name that was set last, and its value.
    public struct Field: Sendable, Equatable {
        /// The name as it will be sent.
        public let name: String
        /// The value.
        public let value: String
    }

    /// Fields with their lowercased names, kept sorted by that name: requests
    /// are built in the same order every time, and iterating costs no sort.
    private var entries: [(key: String, field: Field)] = []

    /// No fields.
    public init() {}

    /// The fields of `dictionary`. Should it spell one name several ways, the
    /// spelling that sorts last (by UTF-8 bytes) wins, so the result never
    /// depends on dictionary order.
    public init(_ dictionary: [String: String]) {
        for name in dictionary.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            if let value = dictionary[name] {
                self[name] = value
            }
        }
    }

    /// The value for `name`, whatever its case; setting replaces any spelling of it.
    public subscript(name: String) -> String? {
        get {
            let key = name.lowercased()
            return entries.first { $0.key == key }?.field.value
        }
        set {
            let key = name.lowercased()
            let position = entries.firstIndex { !$0.key.utf8.lexicographicallyPrecedes(key.utf8) } ?? entries.endIndex
            let exists = position < entries.endIndex && entries[position].key == key
            switch (newValue, exists) {
            case (let value?, true): entries[position].field = Field(name: name, value: value)
            case (let value?, false): entries.insert((key, Field(name: name, value: value)), at: position)
            case (nil, true): entries.remove(at: position)
            case (nil, false): break
            }
        }
    }

    /// Whether a field named `name` (in any case) is present.
    public func contains(_ name: String) -> Bool {
        self[name] != nil
    }

    /// These fields with `overrides` applied on top: a name present in both
    /// keeps the override's spelling and value.
    public func merging(_ overrides: HTTPHeaderFields) -> HTTPHeaderFields {
        guard !overrides.entries.isEmpty else { return self }
        var merged = self
        for entry in overrides.entries {
            merged[entry.field.name] = entry.field.value
        }
        return merged
    }

    /// The fields as a dictionary with one key per name.
    public var dictionary: [String: String] {
        Dictionary(uniqueKeysWithValues: entries.map { ($0.field.name, $0.field.value) })
    }

    /// Equal when the same names (compared case-insensitively) have the same values and spellings.
    public static func == (lhs: HTTPHeaderFields, rhs: HTTPHeaderFields) -> Bool {
        lhs.entries.map(\.field) == rhs.entries.map(\.field)
    }

    /// The first field that cannot be sent as written: a name that is not an
    /// RFC 9110 token, or a value holding CR, LF or NUL (which would end the
    /// field early and let text inject headers). `nil` when all are valid.
    public var firstInvalidField: Field? {
        first { field in
            field.name.isEmpty || !field.name.utf8.allSatisfy(Self.isTokenCharacter)
                || field.value.utf8.contains { $0 == 0x0D || $0 == 0x0A || $0 == 0x00 }
        }
    }

    private static func isTokenCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    /// The fields sorted by lowercased name, so requests are built in the same order every time.
    public func makeIterator() -> IndexingIterator<[Field]> {
        entries.map(\.field).makeIterator()
    }
}
