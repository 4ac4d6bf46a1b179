/// A place that explains a diagnostic.
public struct DiagnosticRelatedInformation: Codable, Hashable, Sendable {
    /// The place.
    public var location: Location
    /// What it says.
    public var message: String

    /// Creates the value.
    public init(location: Location, message: String) {
        self.location = location
        self.message = message
    }
}
