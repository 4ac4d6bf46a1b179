/// A protocol that noncopyable types may adopt, with noncopyable values in and out.
// kumiki:mockable
public protocol TicketCounter: ~Copyable {
    /// Issues a ticket.
    func issue() -> Ticket
    /// Takes a ticket back.
    func redeem(_ ticket: consuming Ticket) -> Bool
    /// Reads a ticket without taking it.
    func check(_ ticket: borrowing Ticket) -> Int
}
