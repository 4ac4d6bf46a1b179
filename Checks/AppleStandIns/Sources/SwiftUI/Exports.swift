// SwiftUI as far as Kumiki's glue and the Showcase's iOS app use it, declared the way
// Apple's SDK declares it (names, generic constraints, property wrappers, result builders,
// availability), so that code compiling here compiles against the SDK and the classic
// mistakes the SDK rejects are rejected here too. Only iOS 16 API is declared: the iOS app
// targets iOS 16, so an iOS 17-only call fails to compile here as it would fail there.
// Availability attributes are written as Apple writes them; on Linux the compiler ignores
// platforms it is not building for, so they document rather than enforce.
//
// Like the SDK's SwiftUI, importing it makes Combine's `ObservableObject` and `@Published`
// available, and UIKit's types the UIKit-facing API names.
@_exported import Combine
@_exported import Foundation
@_exported import UIKit
