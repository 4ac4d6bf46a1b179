import CartFeature // finding

struct Orders {
    let product: Product // finding
}
