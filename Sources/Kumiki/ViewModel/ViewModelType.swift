/// The UIKit-style ViewModel shape: one object that exposes its input methods
/// and its output publishers through two protocols, so a view controller can
/// only call inputs and only observe outputs.
///
/// Declare a feature's three protocols and pin this protocol's associated
/// types to the feature's own input and output protocols:
///
/// ```swift
/// @MainActor protocol ContactListViewModelInputs {
///     func viewDidLoad()
///     func retryButtonDidTap()
/// }
/// @MainActor protocol ContactListViewModelOutputs {
///     var flags: AnyPublisher<ListViewFlags, Never> { get }
///     var transitionItem: AnyPublisher<ContactListTransitionItem?, Never> { get }
/// }
/// protocol ContactListViewModelType: ViewModelType
/// where Inputs == any ContactListViewModelInputs,
///       Outputs == any ContactListViewModelOutputs {}
///
/// final class ContactListViewModel: ContactListViewModelType {
///     var inputs: any ContactListViewModelInputs { self }
///     var outputs: any ContactListViewModelOutputs { self }
///     // ...
/// }
/// ```
///
/// A view controller then holds `any ContactListViewModelType`, or an
/// ``AnyViewModel`` when it is itself generic over the feature.
///
/// ViewModels are UI objects: the protocol is bound to the main actor, so the
/// feature's input and output protocols should be `@MainActor` too.
@MainActor
public protocol ViewModelType: AnyObject {
    /// The protocol holding the methods the View layer calls (taps, appearances, text changes).
    associatedtype Inputs
    /// The protocol holding the publishers the View layer observes.
    associatedtype Outputs

    /// The ViewModel seen through its input protocol; usually `self`.
    var inputs: Inputs { get }
    /// The ViewModel seen through its output protocol; usually `self`.
    var outputs: Outputs { get }
}
