import Foundation

// A protocol of the project whose associated type is called like a type of App.
protocol Screen {
    associatedtype Model
    var model: Model { get }
}

struct ProductScreen: Screen {
    let model: Model
    let refresh: Timer
}

struct BetaBanner {
    let settings: AppSettings // finding
}
