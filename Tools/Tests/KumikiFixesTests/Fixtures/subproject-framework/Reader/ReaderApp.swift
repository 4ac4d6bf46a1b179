import Kit

struct ReaderApp {
    let formatter = Formatter()
}
