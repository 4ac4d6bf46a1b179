#if canImport(SwiftUI)
import SwiftUI

/// A fact about a novel: its name on the left, its value on the right, read as one.
struct LabeledFact: View {
    let title: String
    let value: String

    var body: some View {
        HStack {
            Text(title)
                .foregroundStyle(.secondary)
            Spacer()
            Text(value)
        }
        .accessibilityElement(children: .combine)
    }
}
#endif
