import SwiftUI

struct BadgeModifier: ViewModifier {
    func body(content: Content) -> some View {
        content.padding()
    }
}

struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding()
    }
}

// The conformance is declared here, the body in another file.
struct PriceModifier: ViewModifier {}
