/// A value that cannot be copied, for `~Copyable` requirements.
public struct Ticket: ~Copyable {
    /// Its number.
    public let number: Int

    /// Creates a ticket.
    public init(number: Int) {
        self.number = number
    }
}
