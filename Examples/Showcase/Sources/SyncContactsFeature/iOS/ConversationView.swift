#if canImport(SwiftUI)
import ShowcaseDomain
import SwiftUI

/// A conversation, marked read as it opens; the contact list's badge follows at once.
struct ConversationView: View {
    @StateObject private var viewModel: ConversationViewModel

    init(viewModel: @autoclosure @escaping () -> ConversationViewModel) {
        _viewModel = StateObject(wrappedValue: viewModel())
    }

    var body: some View {
        List {
            Section {
                Text(viewModel.contact.name)
                    .font(.title2)
                Text("\(viewModel.contact.company)・\(viewModel.contact.title)")
                    .foregroundStyle(.secondary)
                Text(viewModel.contact.email)
            }
            Section("会話") {
                if let channel = viewModel.channel {
                    Text(channel.title)
                    Text(channel.unreadCount == 0 ? "すべて既読です" : "未読 \(channel.unreadCount) 件")
                        .foregroundStyle(.secondary)
                } else if viewModel.isLoading {
                    ProgressView()
                        .accessibilityLabel(Text("読み込み中"))
                }
                if let message = viewModel.message {
                    Text(message)
                        .foregroundStyle(.red)
                }
            }
        }
        .navigationTitle(viewModel.contact.name)
        .navigationBarTitleDisplayMode(.inline)
        .onAppear(perform: viewModel.onAppear)
    }
}
#endif
