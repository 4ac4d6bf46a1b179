import ShopKit

struct CartWidget {
    let cart = Cart()
}
