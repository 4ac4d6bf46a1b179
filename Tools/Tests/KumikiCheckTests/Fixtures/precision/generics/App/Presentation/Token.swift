struct Token {
    var text = ""
}
