import Kumiki
import KumikiTestSupport
import Testing

@Suite("ListState")
struct ListStateTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let request: RequestState<TestError>
        let itemCount: Int
        let presentation: ListPresentation<TestError>
        let flags: ListViewFlags
        var testDescription: String { "\(request) with \(itemCount) items" }
    }

    /// The whole matrix of Sync: request state × (no items, one item, many items).
    static let matrix: [Row] = [
        Row(request: .none, itemCount: 0, presentation: .noData,
            flags: ListViewFlags(showsNoDataView: true)),
        Row(request: .requesting, itemCount: 0, presentation: .fullScreenIndicator,
            flags: ListViewFlags(showsFullScreenIndicator: true)),
        Row(request: .failed(TestError()), itemCount: 0, presentation: .retry(TestError()),
            flags: ListViewFlags(showsRetryView: true)),
        Row(request: .none, itemCount: 1, presentation: .list(.idle),
            flags: ListViewFlags(showsList: true)),
        Row(request: .requesting, itemCount: 1, presentation: .list(.activity),
            flags: ListViewFlags(showsList: true, showsInlineIndicator: true)),
        Row(request: .failed(TestError()), itemCount: 1, presentation: .list(.error(TestError())),
            flags: ListViewFlags(showsList: true, showsInlineError: true)),
        Row(request: .none, itemCount: 25, presentation: .list(.idle),
            flags: ListViewFlags(showsList: true)),
        Row(request: .requesting, itemCount: 25, presentation: .list(.activity),
            flags: ListViewFlags(showsList: true, showsInlineIndicator: true)),
        Row(request: .failed(TestError(code: 2)), itemCount: 25, presentation: .list(.error(TestError(code: 2))),
            flags: ListViewFlags(showsList: true, showsInlineError: true)),
    ]

    @Test("presentation and flags follow the request state and the item count", arguments: matrix)
    func matrixRow(_ row: Row) {
        let state = ListState(items: Array(repeating: "item", count: row.itemCount), request: row.request)
        #expect(state.presentation == row.presentation)
        #expect(state.flags == row.flags)
    }

    @Test("with no items exactly one full-screen view shows; with items the list always shows", arguments: matrix)
    func invariants(_ row: Row) {
        let flags = ListState(items: Array(repeating: 0, count: row.itemCount), request: row.request).flags
        let fullScreen = [flags.showsNoDataView, flags.showsFullScreenIndicator, flags.showsRetryView]
        if row.itemCount == 0 {
            #expect(fullScreen.filter { $0 }.count == 1)
            #expect(!flags.showsList && !flags.showsInlineIndicator && !flags.showsInlineError)
        } else {
            #expect(fullScreen.allSatisfy { !$0 })
            #expect(flags.showsList)
            #expect(!(flags.showsInlineIndicator && flags.showsInlineError))
        }
    }

    @Test("a refresh keeps the items on screen while requesting and after failing")
    func refreshKeepsItems() {
        var state = ListState<String, TestError>(items: ["a"])
        state.beginRequest()
        #expect(state.items == ["a"])
        #expect(state.presentation == .list(.activity))
        state.fail(with: TestError())
        #expect(state.items == ["a"])
        #expect(state.presentation == .list(.error(TestError())))
        state.beginRequest()
        state.finish(with: ["b", "c"])
        #expect(state == ListState(items: ["b", "c"], request: .none))
        state.beginRequest()
        state.finish(appending: ["d"])
        #expect(state.items == ["b", "c", "d"])
        #expect(state.request == .none)
    }

    @Test("flags describe themselves by the views they show")
    func flagsDescription() {
        #expect(ListViewFlags(showsList: true, showsInlineError: true).description == "[list, inlineError]")
        #expect(ListViewFlags().description == "[]")
    }

    @Test("the flags publisher derives flags from the state and emits only when a flag changes")
    func flagsFromStatePublisher() {
        let state = CurrentValueSubject<ListState<Int, TestError>, Never>(ListState())
        var received: [String] = []
        let cancellable = state.listViewFlags().sink { received.append($0.description) }
        state.value.beginRequest()
        state.value.finish(with: [1, 2])
        state.value.finish(with: [1, 2, 3])  // still a list with no inline status: no new flags
        state.value.fail(with: TestError())
        #expect(received == ["[noDataView]", "[fullScreenIndicator]", "[list]", "[list, inlineError]"])
        cancellable.cancel()
    }

    @Test("the flags publisher combines a request-state publisher with an items publisher")
    func flagsFromSeparatePublishers() {
        let request = CurrentValueSubject<RequestState<TestError>, Never>(.none)
        let items = CurrentValueSubject<[String], Never>([])
        var received: [String] = []
        let cancellable = request.listViewFlags(items: items).sink { received.append($0.description) }
        request.send(.requesting)
        items.send(["a"])
        request.send(.none)
        request.send(.failed(TestError()))
        items.send([])
        #expect(received == [
            "[noDataView]", "[fullScreenIndicator]", "[list, inlineIndicator]", "[list]",
            "[list, inlineError]", "[retryView]",
        ])
        cancellable.cancel()
    }
}
