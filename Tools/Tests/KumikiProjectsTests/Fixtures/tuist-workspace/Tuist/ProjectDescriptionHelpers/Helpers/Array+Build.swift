/// A list written as statements, each an element or a list of them.
@resultBuilder
public struct ListBuilder<Element> {
    public static func buildPartialBlock(first: Element) -> [Element] { [first] }
    public static func buildPartialBlock(first: [Element]) -> [Element] { first }
    public static func buildPartialBlock(accumulated: [Element], next: Element) -> [Element] { accumulated + [next] }
    public static func buildPartialBlock(accumulated: [Element], next: [Element]) -> [Element] { accumulated + next }
    public static func buildBlock() -> [Element] { [] }
}

extension Array {
    static func build(@ListBuilder<Element> _ make: () -> [Element]) -> [Element] {
        Array(make())
    }
}
