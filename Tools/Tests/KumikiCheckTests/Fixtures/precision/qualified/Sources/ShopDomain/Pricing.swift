func total(of lines: [Order.Line]) -> Int {
    lines.reduce(0) { $0 + $1.quantity }
}

func firstLine(of order: ShopDomain.Order.Type) -> Order.Line? { nil }

extension Order {
    static func single() -> [Line] { [Line()] }
}
