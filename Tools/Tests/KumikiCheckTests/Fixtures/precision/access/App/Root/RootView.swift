import SwiftUI

struct RootView: View {
    var body: some View {
        Content().modifier(BadgeModifier())
    }
}

// The screen's content, in this folder only; `Content` elsewhere is what a protocol gives its conformers.
struct Content: View {
    var body: some View { Text("Root") }
}

struct Configuration {
    var theme = "light"
}

struct Model {
    var title = ""
}

struct AppSettings {
    var isBeta = false
}
