import ShopKit
import SwiftUI

@main
struct ShopApp: App {
    let cart = Cart()

    var body: some Scene {
        WindowGroup { ContentView(cart: cart) }
    }
}
