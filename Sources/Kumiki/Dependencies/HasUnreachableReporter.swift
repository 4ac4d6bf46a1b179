/// Gives a type the reporter for branches that should never run.
public protocol HasUnreachableReporter {
    /// The app-wide unreachable reporter.
    var unreachableReporter: any UnreachableReporting { get }
}
