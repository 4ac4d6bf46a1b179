#if canImport(SwiftUI)
import Kumiki
import SwiftUI

/// The standard faces of a list screen, chosen by a `ListPresentation`: a full-screen
/// indicator while the first page loads, an error with a retry button when it failed, an
/// empty view when there is nothing, and otherwise your list with its inline status on top.
///
/// Every list screen needs the same four branches, and getting them subtly wrong (a
/// spinner over an empty list, an error that hides loaded items) is the classic bug Sync's
/// state matrix exists to stop. Feed it the ViewModel's derived presentation:
///
/// ```swift
/// ListStateView(viewModel.state.presentation, emptyTitle: "No contacts",
///               message: \.localizedDescription, retry: viewModel.retry) {
///     List(viewModel.state.items) { ContactRow(contact: $0) }
/// }
/// ```
public struct ListStateView<Failure: Error, Content: View>: View {
    private let presentation: ListPresentation<Failure>
    private let emptyTitle: String
    private let retryTitle: String
    private let message: (Failure) -> String
    private let retry: @MainActor () -> Void
    private let content: Content

    /// Shows `content` when `presentation` has items, and the standard views otherwise.
    ///
    /// - Parameters:
    ///   - presentation: Which face to show, from the list's state.
    ///   - emptyTitle: What the empty view says, such as "No contacts yet".
    ///   - retryTitle: The retry button's title, also its accessibility label.
    ///   - message: The user-facing text for a failure.
    ///   - retry: Called by the retry button and by a tap on the inline error.
    ///   - content: The list itself, shown whenever there are items.
    public init(
        _ presentation: ListPresentation<Failure>,
        emptyTitle: String,
        retryTitle: String = "Retry",
        message: @escaping (Failure) -> String,
        retry: @escaping @MainActor () -> Void,
        @ViewBuilder content: () -> Content
    ) {
        self.presentation = presentation
        self.emptyTitle = emptyTitle
        self.retryTitle = retryTitle
        self.message = message
        self.retry = retry
        self.content = content()
    }

    /// The view for the current presentation.
    public var body: some View {
        switch presentation {
        case .noData:
            VStack(spacing: 8) {
                Image(systemName: "tray")
                    .imageScale(.large)
                    .accessibilityHidden(true)
                Text(emptyTitle)
                    .foregroundStyle(.secondary)
            }
            .accessibilityElement(children: .combine)
        case .fullScreenIndicator:
            ProgressView()
                .accessibilityLabel(Text("Loading"))
        case .retry(let failure):
            VStack(spacing: 12) {
                Text(message(failure))
                    .multilineTextAlignment(.center)
                Button(retryTitle, action: retry)
                    .buttonStyle(.bordered)
            }
            .padding()
        case .list(let status):
            content.safeAreaInset(edge: .top) {
                inlineStatus(status)
            }
        }
    }

    @ViewBuilder
    private func inlineStatus(_ status: ListInlineStatus<Failure>) -> some View {
        switch status {
        case .idle:
            EmptyView()
        case .activity:
            ProgressView()
                .padding(.vertical, 4)
                .accessibilityLabel(Text("Loading"))
        case .error(let failure):
            Button(action: retry) {
                Label(message(failure), systemImage: "exclamationmark.triangle")
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(8)
            }
            .buttonStyle(.plain)
            .background(Color.secondary.opacity(0.15))
            .accessibilityHint(Text(retryTitle))
        }
    }
}
#endif
