/// `client/registerCapability`.
public struct RegistrationParams: Codable, Hashable, Sendable {
    /// What to register.
    public var registrations: [Registration]

    /// Creates the value.
    public init(registrations: [Registration]) {
        self.registrations = registrations
    }
}
