/// One analytics record: a screen view or a user event, with its parameters.
///
/// Give each screen and event of your app a static member so call sites read
/// like minne's `post(tag: .screen(.productList))`:
///
/// ```swift
/// extension AnalyticsTag {
///     static let contactList = AnalyticsTag.screen("contact_list")
///     static func contactTapped(id: String) -> AnalyticsTag {
///         .event("contact_tapped", parameters: ["contact_id": id])
///     }
/// }
///
/// dependency.analyticsTracker.post(tag: .contactList)
/// ```
public struct AnalyticsTag: Hashable, Sendable, CustomStringConvertible {
    /// Whether a tag records a screen view or an event.
    public enum Kind: String, Hashable, Sendable {
        /// A screen became visible.
        case screen
        /// The user did something, or something happened to them.
        case event
    }

    /// Whether this is a screen view or an event.
    public let kind: Kind
    /// The name the analytics backend groups by, e.g. `contact_list`.
    public let name: String
    /// Extra values sent with the record; build them from the ViewModel's state at the time of the input.
    public let parameters: [String: String]

    /// Creates a tag.
    public init(kind: Kind, name: String, parameters: [String: String] = [:]) {
        self.kind = kind
        self.name = name
        self.parameters = parameters
    }

    /// A screen-view tag.
    public static func screen(_ name: String, parameters: [String: String] = [:]) -> AnalyticsTag {
        AnalyticsTag(kind: .screen, name: name, parameters: parameters)
    }

    /// An event tag.
    public static func event(_ name: String, parameters: [String: String] = [:]) -> AnalyticsTag {
        AnalyticsTag(kind: .event, name: name, parameters: parameters)
    }

    /// `kind:name` followed by the parameters sorted by key, e.g. `event:contact_tapped contact_id=7`.
    public var description: String {
        let pairs = parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return (["\(kind.rawValue):\(name)"] + pairs).joined(separator: " ")
    }
}
