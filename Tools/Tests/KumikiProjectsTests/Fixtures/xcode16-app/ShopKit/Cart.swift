import Foundation

public final class Cart {
    public private(set) var total = 0

    public init() {}

    public func add(price: Int) {
        total += price
    }
}
