struct Order {
    let cart: Cart
}
