import ShopKit
import SwiftUI

struct ContentView: View {
    let cart: Cart

    var body: some View {
        Text(PriceFormatter.format(cart.total))
    }
}
