import Checkout
import DesignKit

struct StoreApp {
    let basket = Basket()
    let theme = Theme()
}
