import ShopKit

struct ShopApp {
    let cart = Cart()
}
