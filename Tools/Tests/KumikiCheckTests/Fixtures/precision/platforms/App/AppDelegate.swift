import Framework

struct AppDelegate {
    let formatter = PriceFormatter()
}
