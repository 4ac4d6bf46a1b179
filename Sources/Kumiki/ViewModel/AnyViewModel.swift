/// A type-erased ``ViewModelType`` that lets generic View-layer code hold any
/// ViewModel with the given input and output protocols.
///
/// Use it where a view controller, cell or coordinator is written once for
/// several ViewModels that share an Inputs/Outputs pair, or where a test swaps
/// in a fake ViewModel without the view knowing its concrete class:
///
/// ```swift
/// final class ContactListViewController: UIViewController {
///     private let viewModel: AnyViewModel<any ContactListViewModelInputs,
///                                         any ContactListViewModelOutputs>
///
///     init(viewModel: some ContactListViewModelType = ContactListViewModel()) {
///         self.viewModel = AnyViewModel(viewModel)
///         super.init(nibName: nil, bundle: nil)
///     }
/// }
/// ```
///
/// The wrapper keeps the underlying ViewModel alive for as long as the wrapper lives.
@MainActor
public struct AnyViewModel<Inputs, Outputs> {
    /// The wrapped ViewModel seen through its input protocol.
    public let inputs: Inputs
    /// The wrapped ViewModel seen through its output protocol.
    public let outputs: Outputs
    /// The wrapped ViewModel itself, for identity checks (`===`) in tests and diffing code.
    public let base: AnyObject

    /// Wraps `viewModel`, keeping a strong reference to it.
    public init<ViewModel: ViewModelType>(_ viewModel: ViewModel)
    where ViewModel.Inputs == Inputs, ViewModel.Outputs == Outputs {
        inputs = viewModel.inputs
        outputs = viewModel.outputs
        base = viewModel
    }
}
