import Foundation

struct Ticker {
    let timer: Timer
}
