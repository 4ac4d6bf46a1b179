import ShopKit
import WidgetKit

struct ShopWidgetEntry {
    let price: String = PriceFormatter.format(Cart().total)
}
