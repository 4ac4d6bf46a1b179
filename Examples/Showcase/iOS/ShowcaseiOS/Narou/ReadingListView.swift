#if canImport(SwiftUI)
import KumikiSwiftUI
import NarouReadingListFeature
import ShowcaseDomain
import ShowcaseUIComponents
import SwiftUI

/// The reading list, shared with every novel's detail: swipe a row to remove it.
struct ReadingListView: View {
    @StateObject private var viewModel: ReadingListViewModel
    private let openNovel: (String) -> Void

    init(viewModel: @autoclosure @escaping () -> ReadingListViewModel, openNovel: @escaping (String) -> Void) {
        _viewModel = StateObject(wrappedValue: viewModel())
        self.openNovel = openNovel
    }

    var body: some View {
        Group {
            if viewModel.flags.showsNoDataView {
                Text("読書リストは空です。作品の詳細から追加できます。")
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
                    .padding()
            } else {
                List {
                    if let message = viewModel.errorMessage {
                        Text(message)
                            .foregroundStyle(.red)
                    }
                    ForEach(Array(viewModel.entries.enumerated()), id: \.element.id) { index, entry in
                        Button {
                            viewModel.entryDidSelect(at: index)
                        } label: {
                            VStack(alignment: .leading, spacing: 4) {
                                Text(entry.title)
                                Text("\(entry.writer)・\(Formatting.day(entry.addedAt)) に追加")
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                        }
                        .swipeActions {
                            Button("削除", role: .destructive) { viewModel.removeButtonDidTap(at: index) }
                        }
                    }
                }
            }
        }
        .navigationTitle("読書リスト")
        .onAppear(perform: viewModel.onAppear)
        .onTransitionItem(viewModel.$transitionItem, didFinish: viewModel.transitionDidFinish) { item in
            switch item {
            case .novelDetail(let ncode):
                openNovel(ncode)
            }
        }
    }
}
#endif
