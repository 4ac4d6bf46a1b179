/// What the contact list's View layer may ask of its ViewModel.
@MainActor
public protocol ContactListViewModelInputs {
    /// The screen appeared for the first time.
    func viewDidLoad()
    /// The retry view's button (or the inline error) was tapped.
    func retryButtonDidTap()
    /// The user pulled to refresh.
    func pullToRefresh()
    /// Row `index` was tapped.
    func contactDidSelect(at index: Int)
}
