import Foundation

/// Receives reports of branches that should never run, and forwards them
/// wherever the team will see them (log, crash reporter, analytics server).
///
/// Reporting never stops the app: the caller goes on with its fallback path.
/// ViewModels reach a reporter through ``HasUnreachableReporter``.
public protocol UnreachableReporting: Sendable {
    /// The build stamped on every event this reporter creates.
    var appVersion: AppVersion { get }

    /// Delivers one event.
    func report(_ event: UnreachableEvent)
}

extension UnreachableReporting {
    /// The build of the main bundle; override when the reporter knows better.
    public var appVersion: AppVersion { .current }

    /// Marks the current branch as one that should never run, capturing the
    /// type, function, file, line and app version, and reports it.
    ///
    /// ```swift
    /// guard let channel = repository.channel(id: channelID) else {
    ///     dependency.unreachableReporter.reportUnreachable(
    ///         "channel \(channelID) vanished while marking it read", in: Self.self)
    ///     return
    /// }
    /// ```
    ///
    /// It never traps, in debug or release: the point is to learn about the
    /// branch from the field, and the caller must still handle it.
    public func reportUnreachable(
        _ message: @autoclosure () -> String = "",
        in type: Any.Type,
        file: String = #fileID,
        function: String = #function,
        line: UInt = #line
    ) {
        report(
            UnreachableEvent(
                typeName: String(reflecting: type),
                function: function,
                file: file,
                line: line,
                appVersion: appVersion,
                message: message(),
                date: Date()
            )
        )
    }
}
