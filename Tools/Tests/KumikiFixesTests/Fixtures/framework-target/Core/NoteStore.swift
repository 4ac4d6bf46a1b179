public struct NoteStore {
    public init() {}
}
