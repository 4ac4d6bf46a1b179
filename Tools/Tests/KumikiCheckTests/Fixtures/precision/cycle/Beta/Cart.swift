struct Cart {
    let price: Price
}
