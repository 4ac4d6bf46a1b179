// snippet.hide
import Kumiki

struct Contact: Equatable, Sendable {
    let name: String
}

@MainActor
final class SettingsViewModel {
// snippet.show
// snippet.state-and-event
// State: there is always an enabled value.
@Published private var _isSaveEnabled = false
var isSaveEnabled: AnyPublisher<Bool, Never> { $_isSaveEnabled.eraseToAnyPublisher() }

// Event: nothing to replay. `Bool` rather than `Void` keeps the output Equatable.
private let _shouldDismissKeyboard = PassthroughSubject<Bool, Never>()
var shouldDismissKeyboard: AnyPublisher<Bool, Never> { _shouldDismissKeyboard.eraseToAnyPublisher() }
// snippet.end
// snippet.hide
    func saveButtonDidTap() {
        _shouldDismissKeyboard.send(true)
    }
}

// snippet.show
// snippet.transition-item
enum ContactListTransitionItem: Equatable {
    case contactDetail(Contact)
}
// snippet.end

// snippet.swiftui-transition
@MainActor
final class ContactDetailLinkViewModel: ObservableObject {
    @Published private(set) var transitionItem: ContactListTransitionItem?

    func contactDidSelect(_ contact: Contact) {
        transitionItem = .contactDetail(contact)
    }

    /// The view navigated; a re-created view must not navigate again.
    func transitionDidFinish() {
        transitionItem = nil
    }
}
// snippet.end
