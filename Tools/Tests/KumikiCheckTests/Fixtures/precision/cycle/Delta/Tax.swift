struct Tax {
    let cart: Cart?
}
