import Foundation
import ShopInfrastructure // finding

struct Ticker {
    let timer: Timer
    let endpoint: Endpoint // finding
}
