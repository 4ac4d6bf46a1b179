/// How a scaffolded feature's presentation logic is written.
public enum ScaffoldStyle: String, CaseIterable, Sendable {
    /// A UIKit-style ViewModel with Inputs and Outputs protocols and publisher outputs (Sync).
    case inputsOutputs = "inputs-outputs"
    /// An `ObservableObject` ViewModel with `@Published private(set)` state, for SwiftUI.
    case observable
    /// An `@Observable` ViewModel (the Observation framework, iOS 17 and later) with
    /// `private(set)` state, for SwiftUI; `kumiki new feature --observable`.
    case observation
    /// A reducer (State, Action, `Reducer`) run by Kumiki's `Store`.
    case store

    /// The style called `name`, or an error listing the styles.
    public static func named(_ name: String) throws(ScaffoldError) -> ScaffoldStyle {
        guard let style = ScaffoldStyle(rawValue: name) else {
            throw .unknownOption("unknown style '\(name)'; use \(allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return style
    }
}
