#if canImport(SwiftUI)
import Kumiki
import KumikiSwiftUI
import ShowcaseDomain
import ShowcaseUIComponents
import SwiftUI

/// The reading list, shared with every novel's detail: swipe a row to remove it. Bound to the
/// `ObservableObject` ViewModel, for iOS 16; ``ObservableReadingListView`` is the same screen in
/// the `@Observable` style.
struct ReadingListView: View {
    @StateObject private var viewModel: ReadingListViewModel
    private let openNovel: (String) -> Void

    init(viewModel: @autoclosure @escaping () -> ReadingListViewModel, openNovel: @escaping (String) -> Void) {
        _viewModel = StateObject(wrappedValue: viewModel())
        self.openNovel = openNovel
    }

    var body: some View {
        ReadingListContent(model: viewModel)
        .onTransitionItem(viewModel.$transitionItem, didFinish: viewModel.transitionDidFinish) { item in
            switch item {
            case .novelDetail(let ncode):
                openNovel(ncode)
            }
        }
    }
}

/// The reading list in the `@Observable` style (iOS 17 and later): the view owns its ViewModel
/// with `@State`, and Observation re-renders it only when what `body` read changed. The
/// transition is read as a value too, so it is observed with `onChange` rather than a publisher.
@available(iOS 17, *)
struct ObservableReadingListView: View {
    @State private var viewModel: ObservableReadingListViewModel
    private let openNovel: (String) -> Void

    init(viewModel: ObservableReadingListViewModel, openNovel: @escaping (String) -> Void) {
        _viewModel = State(initialValue: viewModel)
        self.openNovel = openNovel
    }

    var body: some View {
        ReadingListContent(model: viewModel)
        .onChange(of: viewModel.transitionItem) { _, item in
            guard let item else { return }
            switch item {
            case .novelDetail(let ncode):
                openNovel(ncode)
            }
            viewModel.transitionDidFinish()
        }
    }
}

/// What both reading list screens draw: the list with its swipe to delete, or the empty note.
/// Reading the model's properties in `body` is what lets Observation track them.
struct ReadingListContent<Model: ReadingListScreenModel>: View {
    let model: Model

    var body: some View {
        Group {
            if model.flags.showsNoDataView {
                Text("読書リストは空です。作品の詳細から追加できます。")
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
                    .padding()
            } else {
                List {
                    if let errorMessage = model.errorMessage {
                        Text(errorMessage)
                            .foregroundStyle(.red)
                    }
                    ForEach(Array(model.entries.enumerated()), id: \.element.id) { index, entry in
                        Button {
                            model.entryDidSelect(at: index)
                        } label: {
                            VStack(alignment: .leading, spacing: 4) {
                                Text(entry.title)
                                Text("\(entry.writer)・\(Formatting.day(entry.addedAt)) に追加")
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                        }
                        .swipeActions {
                            Button("削除", role: .destructive) { model.removeButtonDidTap(at: index) }
                        }
                    }
                }
            }
        }
        .navigationTitle("読書リスト")
        .onAppear(perform: model.onAppear)
    }
}
#endif
