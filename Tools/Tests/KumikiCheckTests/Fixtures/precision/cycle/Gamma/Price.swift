struct Price {
    let order: Order?
    let tax: Tax
}
