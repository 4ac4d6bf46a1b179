/// A value read from an OpenStep (old-style ASCII) property list, the format of an Xcode
/// `project.pbxproj`, with the line each value starts on so findings can point into the file.
public struct PropertyList: Sendable, Hashable {
    /// What the value is.
    public enum Storage: Sendable, Hashable {
        /// A quoted or unquoted string.
        case string(String)
        /// `( a, b, )`.
        case array([PropertyList])
        /// `{ key = value; }`.
        case dictionary([String: PropertyList])
        /// `<0fbd7777>`.
        case data([UInt8])
    }

    /// The value.
    public var storage: Storage
    /// The 1-based line the value starts on.
    public var line: Int
    /// Where the value's text lies in the parsed bytes, from its first byte to the byte after its
    /// last, so an editor can change a value and leave every other byte of the file as it was.
    public var byteRange: Range<Int>

    /// Creates a value starting on `line`, spanning `byteRange` of the parsed bytes.
    public init(_ storage: Storage, line: Int, byteRange: Range<Int> = 0..<0) {
        self.storage = storage
        self.line = line
        self.byteRange = byteRange
    }

    /// The string, when the value is one.
    public var string: String? {
        if case .string(let value) = storage { return value }
        return nil
    }

    /// The elements, when the value is an array.
    public var array: [PropertyList]? {
        if case .array(let value) = storage { return value }
        return nil
    }

    /// The entries, when the value is a dictionary.
    public var dictionary: [String: PropertyList]? {
        if case .dictionary(let value) = storage { return value }
        return nil
    }

    /// The entry for `key`, when the value is a dictionary that has one.
    public subscript(key: String) -> PropertyList? {
        dictionary?[key]
    }

    /// The strings of an array value (non-string elements skipped); empty for anything else.
    public var strings: [String] {
        array?.compactMap(\.string) ?? []
    }
}
