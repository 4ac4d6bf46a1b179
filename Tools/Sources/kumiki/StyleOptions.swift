import ArgumentParser
import KumikiScaffold

/// How `kumiki new` and `kumiki init` choose the presentation style: `--style`, or
/// `--observable` for an `@Observable` ViewModel.
struct StyleOptions: ParsableArguments {
    @Option(help: "The presentation style: \(ScaffoldStyle.allCases.map(\.rawValue).joined(separator: ", ")).")
    var style: String = ScaffoldStyle.inputsOutputs.rawValue

    @Flag(help: "Write the ViewModel in the @Observable style (the Observation framework, iOS 17 and later): the same as --style observation.")
    var observable = false

    /// The style asked for; `--observable` with another `--style` than the default is an error.
    func resolved() throws(ScaffoldError) -> ScaffoldStyle {
        let named = try ScaffoldStyle.named(style)
        guard observable else { return named }
        guard named == .inputsOutputs || named == .observation else {
            throw .unknownOption("--observable and --style \(style) ask for two styles; give one")
        }
        return .observation
    }
}
