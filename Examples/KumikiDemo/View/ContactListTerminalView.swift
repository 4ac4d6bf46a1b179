import Foundation
import Kumiki

/// The View layer of the contact list, drawn as lines of text: it binds the
/// ViewModel's outputs to "views" and forwards "taps" to its inputs, exactly
/// as a `UIViewController` would, and holds no logic of its own.
@MainActor
final class ContactListTerminalView {
    let viewModel: AnyViewModel<any ContactListViewModelInputs, any ContactListViewModelOutputs>
    private let write: (String) -> Void
    // The "subviews": each output binds to one of them, as in UIKit.
    private var contacts: [Contact] = []
    private var errorMessage: String?
    private var flags = ListViewFlags()
    private var needsDisplay = false
    private var cancellables: Set<AnyCancellable> = []

    init(viewModel: some ContactListViewModelType, write: @escaping (String) -> Void) {
        self.viewModel = AnyViewModel(viewModel)
        self.write = write
    }

    func bind() {
        let outputs = viewModel.outputs
        outputs.contacts.sink { [weak self] in self?.contacts = $0; self?.setNeedsDisplay() }.store(in: &cancellables)
        outputs.errorMessage.sink { [weak self] in self?.errorMessage = $0; self?.setNeedsDisplay() }
            .store(in: &cancellables)
        outputs.flags.sink { [weak self] in self?.flags = $0; self?.setNeedsDisplay() }.store(in: &cancellables)
        outputs.transitionItem.sink { [weak self] in self?.perform($0) }.store(in: &cancellables)
    }

    /// Like UIKit, draw once at the end of the current main-queue turn, after every binding of that turn has landed.
    private func setNeedsDisplay() {
        guard !needsDisplay else { return }
        needsDisplay = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.draw() }
        }
    }

    private func draw() {
        needsDisplay = false
        if flags.showsNoDataView { write("  (no contacts yet)") }
        if flags.showsFullScreenIndicator { write("  ⏳ loading contacts…") }
        if flags.showsRetryView { write("  ⚠️  \(errorMessage ?? "Something went wrong.")  [Retry]") }
        if flags.showsList {
            for (index, contact) in contacts.enumerated() {
                write("  \(index + 1). \(contact.name) — \(contact.company)")
            }
        }
        if flags.showsInlineIndicator { write("  (refreshing…)") }
        if flags.showsInlineError { write("  ⚠️  \(errorMessage ?? "Refresh failed.")") }
    }

    private func perform(_ transition: ContactListTransitionItem) {
        switch transition {
        case .contactDetail(let contact):
            write("  → push ContactDetail(\(contact.name))")
        }
    }
}
