/// A person in the address book: the entity of the demo's contact list.
struct Contact: Hashable, Sendable, Identifiable {
    let id: Int
    let name: String
    let company: String
}
