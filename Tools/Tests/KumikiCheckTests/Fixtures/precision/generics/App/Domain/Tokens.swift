func first<Token>(_ items: [Token]) -> Token? { items.first }

struct Box<Token> {
    var value: Token
}

protocol TokenSource {
    associatedtype Token
    func next() -> Token?
}

struct Lexer {
    typealias Token = Substring

    func read() -> Token { "" }
}

func parse() -> Int {
    typealias Token = String
    let token: Token = "a"
    return token.count
}

struct Holder {
    let token: Token // finding
}
