import Kumiki

/// The contact list ViewModel as the View layer holds it.
@MainActor
public protocol ContactListViewModelType: ViewModelType
where Inputs == any ContactListViewModelInputs, Outputs == any ContactListViewModelOutputs {}
