/// Why `showcase`'s command line was refused.
public enum ShowcaseArgumentError: Error, Equatable, CustomStringConvertible {
    /// An option the program does not have.
    case unknownOption(String)
    /// An option that takes a value came last, or before another option.
    case missingValue(option: String)
    /// An option's value is not what it takes.
    case invalidValue(option: String, value: String, expected: String)
    /// Two options that cannot be used together.
    case conflicting(String, String)
    /// An option that only means something in scripted mode.
    case requiresScript(String)

    /// A sentence for the terminal.
    public var description: String {
        switch self {
        case .unknownOption(let option): return "unknown option '\(option)' (see --help)"
        case .missingValue(let option): return "\(option) needs a value"
        case .invalidValue(let option, let value, let expected): return "\(option) '\(value)': expected \(expected)"
        case .conflicting(let first, let second): return "\(first) and \(second) cannot be used together"
        case .requiresScript(let option): return "\(option) only applies with --script"
        }
    }
}
