#if canImport(SwiftUI)

import Kumiki
import KumikiSwiftUI
import ShowcaseDomain
import ShowcasePresentation
import SwiftUI
/// Search as you type (debounced in the ViewModel), the sort order, and the next page
/// loaded as the last rows appear.
struct NovelSearchView: View {
    @StateObject private var viewModel: NovelSearchViewModel
    private let openNovel: (Novel) -> Void

    init(viewModel: @autoclosure @escaping () -> NovelSearchViewModel, openNovel: @escaping (Novel) -> Void) {
        _viewModel = StateObject(wrappedValue: viewModel())
        self.openNovel = openNovel
    }

    var body: some View {
        ListStateView(
            viewModel.state.presentation,
            emptyTitle: viewModel.query.isEmpty ? "作品名や作者名で検索できます" : "見つかりませんでした",
            retryTitle: "再試行",
            message: { FailureMessage($0, headline: "検索できませんでした").text },
            retry: viewModel.retryButtonDidTap
        ) {
            List {
                Section {
                    Picker("並び順", selection: Binding(get: { viewModel.order }, set: viewModel.orderDidChange)) {
                        ForEach(NovelSearchOrder.allCases, id: \.self) { order in
                            Text(order.title).tag(order)
                        }
                    }
                    Text("\(viewModel.totalCount) 件")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
                ForEach(Array(viewModel.state.items.enumerated()), id: \.element.id) { index, novel in
                    Button {
                        viewModel.novelDidSelect(at: index)
                    } label: {
                        VStack(alignment: .leading, spacing: 4) {
                            Text(novel.title)
                            Text(novel.writer)
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                    }
                    .onAppear { viewModel.didShowNovel(at: index) }
                }
            }
            .listStyle(.plain)
        }
        .searchable(text: $viewModel.query, prompt: "作品を検索")
        .autocorrectionDisabled()
        .navigationTitle("検索")
        .onTransitionItem(viewModel.$transitionItem, didFinish: viewModel.transitionDidFinish) { item in
            switch item {
            case .novelDetail(let novel):
                openNovel(novel)
            }
        }
    }
}
#endif
