import Core

struct NotesApp {
    let store = NoteStore()
}
