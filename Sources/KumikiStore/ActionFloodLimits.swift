/// When a store warns that actions flood it, in debug builds: one case sent more than
/// ``perCase`` times within ``window``, or more than ``synchronous`` actions handled for one
/// `send` (an effect or a subscriber feeding actions back without end).
///
/// A flood is what made NewsPicks' SwiftUI feed scroll badly: the view sent
/// actions in bulk while scrolling, and every one of them ran the reducer and re-rendered
/// every view of the store. The warning goes through IssueReporting: a runtime warning in
/// Xcode while the app runs, a test failure in a test. Release builds do not count.
///
/// ```swift
/// store.actionFloodLimits = ActionFloodLimits(perCase: 300)   // a screen that really needs more
/// ```
public struct ActionFloodLimits: Sendable, Equatable {
    /// How many times one case may be sent within ``window``.
    public var perCase: Int
    /// The span ``perCase`` is counted over.
    public var window: Duration
    /// How many actions one `send` may lead to, counting those its effects and subscribers
    /// send back before it returns.
    public var synchronous: Int

    /// Limits of `perCase` sends of one case per `window`, and `synchronous` actions per send.
    public init(perCase: Int = 100, window: Duration = .seconds(1), synchronous: Int = 1_000) {
        self.perCase = perCase
        self.window = window
        self.synchronous = synchronous
    }

    /// More than 100 sends of one case in a second, or more than 1,000 actions from one send.
    public static let `default` = ActionFloodLimits()

    /// No warning at all.
    public static let off = ActionFloodLimits(perCase: .max, window: .seconds(1), synchronous: .max)
}
