import Foundation
import ShopInfrastructure

private struct Ticket {}

struct Clock {
    let timer: Timer
    let poller: Poller
}
