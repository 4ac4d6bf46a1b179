import Core

struct NoteStoreTests {
    let store = NoteStore()
}
