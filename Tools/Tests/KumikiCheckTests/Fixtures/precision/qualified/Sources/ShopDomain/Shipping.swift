import ShopFeature // finding

let shippedLine: ShopFeature.Line? = nil // finding
