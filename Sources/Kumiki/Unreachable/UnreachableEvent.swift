import Foundation

/// Everything known about one run of a branch the programmer believed could
/// never run: where it is, which build hit it, and why it was thought impossible.
///
/// Sync sends these to a server so that "impossible" branches that
/// do run are noticed instead of silently swallowed.
public struct UnreachableEvent: Hashable, Sendable, CustomStringConvertible {
    /// The fully qualified name of the type whose code reached the branch.
    public let typeName: String
    /// The function containing the branch.
    public let function: String
    /// The file containing the branch, as `#fileID` gives it (`Module/File.swift`).
    public let file: String
    /// The line of the call.
    public let line: UInt
    /// The build that reached the branch.
    public let appVersion: AppVersion
    /// Why the branch was believed unreachable, in the programmer's words.
    public let message: String
    /// When the branch ran.
    public let date: Date

    /// Creates an event; usually made for you by ``UnreachableReporting/reportUnreachable(_:in:file:function:line:)``.
    public init(
        typeName: String,
        function: String,
        file: String,
        line: UInt,
        appVersion: AppVersion,
        message: String,
        date: Date
    ) {
        self.typeName = typeName
        self.function = function
        self.file = file
        self.line = line
        self.appVersion = appVersion
        self.message = message
        self.date = date
    }

    /// A one-line summary: `Unreachable in Type.function (File.swift:12), app 1.0 (3): message`.
    public var description: String {
        var text = "Unreachable in \(typeName).\(function) (\(file):\(line)), app \(appVersion)"
        if !message.isEmpty {
            text += ": \(message)"
        }
        return text
    }
}
