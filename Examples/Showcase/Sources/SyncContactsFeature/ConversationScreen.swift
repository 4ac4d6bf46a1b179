import Kumiki
import ShowcaseDomain
import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents

/// The conversation with a contact: binds ``ConversationViewModel``.
@MainActor
final class ConversationScreen: ScreenController {
    private let viewModel: ConversationViewModel
    var navigate: (ScreenCommand) -> Void = { _ in }

    init(viewModel: ConversationViewModel) {
        self.viewModel = viewModel
    }

    var title: String { "\(viewModel.contact.name)さんとの会話" }
    var hints: String { "" }
    var changes: AnyPublisher<Void, Never> { viewModel.redraws }

    func appear() {
        viewModel.onAppear()
    }

    func draw(in canvas: inout Canvas, area: ScreenArea) {
        let contact = viewModel.contact
        canvas.write("\(contact.name)（\(contact.company) \(contact.title)）", row: area.top, column: area.left + 1, style: .bold)
        canvas.write(contact.email, row: area.row(1), column: area.left + 1, style: .dim)
        if let message = viewModel.message {
            canvas.write(message, row: area.row(3), column: area.left + 1, style: .error)
        } else if let channel = viewModel.channel {
            canvas.write(channel.title, row: area.row(3), column: area.left + 1)
            Badge.draw(Badge.unread(channel.unreadCount), style: .dim, row: area.row(4), column: area.left + 1, canvas: &canvas)
        } else if viewModel.isLoading {
            LoadingIndicator.draw(row: area.row(3), column: area.left + 1, canvas: &canvas)
        }
    }

    func handle(_ key: Key) -> ScreenCommand {
        .unhandled
    }
}
