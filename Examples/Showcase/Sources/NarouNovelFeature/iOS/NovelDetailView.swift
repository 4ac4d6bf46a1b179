#if canImport(SwiftUI)
import KumikiSwiftUI
import ShowcaseDomain
import ShowcaseUIComponents
import SwiftUI

/// A novel's detail: synopsis and facts, the reading-list toggle, and the read button,
/// which opens the novel on the web.
struct NovelDetailView: View {
    @StateObject private var viewModel: NovelDetailViewModel
    @Environment(\.openURL) private var openURL

    init(viewModel: @autoclosure @escaping () -> NovelDetailViewModel) {
        _viewModel = StateObject(wrappedValue: viewModel())
    }

    var body: some View {
        DetailScreen(item: viewModel.novel, failure: viewModel.errorMessage, retry: viewModel.retryButtonDidTap) { novel in
            Section {
                Text(novel.title)
                    .font(.title2)
                Text(novel.writer)
                    .foregroundStyle(.secondary)
            }
            Section("あらすじ") {
                Text(novel.synopsis)
            }
            Section {
                LabeledFact(title: "ジャンル", value: novel.genre.name)
                LabeledFact(title: "文字数", value: Formatting.number(novel.length))
                LabeledFact(title: "話数", value: "\(novel.chapterCount)")
                LabeledFact(title: "状態", value: novel.isCompleted ? "完結" : "連載中")
                LabeledFact(title: "最終更新", value: Formatting.day(novel.lastUpdated))
            }
            Section {
                Button(viewModel.isInReadingList ? "読書リストから外す" : "読書リストに追加", action: viewModel.readingListButtonDidTap)
                Button("読む", action: viewModel.readButtonDidTap)
            }
        }
        .navigationTitle(viewModel.novel?.title ?? viewModel.ncode)
        .navigationBarTitleDisplayMode(.inline)
        .onAppear(perform: viewModel.onAppear)
        .onTransitionItem(viewModel.$transitionItem, didFinish: viewModel.transitionDidFinish) { item in
            switch item {
            case .readOnWeb(let url):
                openURL(url)
            }
        }
    }
}
#endif
