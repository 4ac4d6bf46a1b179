#if canImport(SwiftUI)
import KumikiSwiftUI
import ShowcaseDomain
import SwiftUI

/// Narou's rankings (NaroViewer): the period picker, the stored ranking at once and the
/// fresh one when it arrives, pull to refresh, and rows added a page at a time as the
/// list scrolls.
struct RankingView: View {
    @StateObject private var viewModel: RankingViewModel
    private let openNovel: (Novel) -> Void

    init(viewModel: @autoclosure @escaping () -> RankingViewModel, openNovel: @escaping (Novel) -> Void) {
        _viewModel = StateObject(wrappedValue: viewModel())
        self.openNovel = openNovel
    }

    var body: some View {
        List {
            Section {
                Picker("ランキングの期間", selection: Binding(get: { viewModel.selectedType }, set: viewModel.rankingTypeDidChange)) {
                    ForEach(RankingType.allCases, id: \.self) { type in
                        Text(type.title).tag(type)
                    }
                }
                .pickerStyle(.segmented)
                if let notice = viewModel.notice {
                    Text(notice)
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
                if viewModel.canRetry {
                    Button("再読み込み", action: viewModel.retryButtonDidTap)
                }
            }
            if let message = viewModel.errorMessage {
                Section {
                    Text(message)
                }
            }
            Section {
                ForEach(Array(viewModel.displayedEntries.enumerated()), id: \.element.id) { index, entry in
                    Button {
                        viewModel.entryDidSelect(at: index)
                    } label: {
                        RankingRow(entry: entry)
                    }
                    .disabled(entry.novel == nil)
                    .onAppear { viewModel.entryDidAppear(at: index) }
                }
            }
        }
        .listStyle(.plain)
        .overlay {
            if viewModel.isLoading && viewModel.ranking == nil {
                ProgressView()
                    .accessibilityLabel(Text("読み込み中"))
            }
        }
        .refreshable { [viewModel] in await viewModel.refresh() }
        .navigationTitle("ランキング")
        .onAppear(perform: viewModel.onAppear)
        .onTransitionItem(viewModel.$transitionItem, didFinish: viewModel.transitionDidFinish) { item in
            switch item {
            case .novelDetail(let novel):
                openNovel(novel)
            }
        }
    }
}
#endif
