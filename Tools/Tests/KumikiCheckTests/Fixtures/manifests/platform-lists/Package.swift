// swift-tools-version:5.9
// Lists built from helper functions that decide by platform and environment: an `#if` inside a
// function, `if` used as an expression, and lists of lists flattened with `as [[T]]` and
// `flatMap(\.self)`. The static reader must read it as `dump-package` does.

import Foundation
import PackageDescription

func buildsAppleGlue() -> Bool {
    if ProcessInfo.processInfo.environment["PLATFORM_LISTS_PORTABLE"] != nil {
        return false
    }
    #if canImport(Darwin)
    return true
    #else
    return false
    #endif
}

let shipsFixtures = ProcessInfo.processInfo.environment["PLATFORM_LISTS_FIXTURES"] != nil
let appleGlue = buildsAppleGlue()

extension Product {
    static func glueProducts() -> [Product] {
        if appleGlue {
            [.library(name: "AppleGlue", targets: ["AppleGlue"])]
        } else {
            []
        }
    }
}

extension Target {
    static func glue() -> [Target] {
        if appleGlue { [.target(name: "AppleGlue", dependencies: ["Core"])] } else { [] }
    }

    static func fixtures() -> [Target] {
        shipsFixtures ? [.target(name: "Fixtures", dependencies: ["Core"])] : []
    }
}

let package = Package(
    name: "PlatformLists",
    products: ([
        [.library(name: "Core", targets: ["Core"])],
        Product.glueProducts(),
    ] as [[Product]]).flatMap(\.self),
    targets: ([
        [.target(name: "Core")],
        Target.glue(),
        Target.fixtures(),
        [.testTarget(name: "CoreTests", dependencies: ["Core"])],
    ] as [[Target]]).flatMap(\.self)
)
