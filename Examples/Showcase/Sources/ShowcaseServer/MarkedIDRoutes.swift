import Foundation
import Hummingbird

/// A set of ids the app marks and unmarks (minne's favourites, NewsPicks' bookmarks):
/// `GET <path>` lists them as `{"<listKey>": [3, 8]}`, `PUT <path>/:id` marks one and
/// `DELETE <path>/:id` unmarks it, both `204`; an id that names nothing is `404` with `notFound`.
struct MarkedIDRoutes: Sendable {
    /// Where the set lives (`/minne/favorites`).
    let path: String
    /// The JSON key of the listed ids (`product_ids`).
    let listKey: String
    /// The set in the server's memory.
    let marks: WritableKeyPath<ServerState.Memory, Set<Int>> & Sendable
    /// Whether an id names something that can be marked.
    let exists: @Sendable (Int) -> Bool
    /// The message of the `404` for an id that names nothing.
    let notFound: String
    let state: ServerState
    let faults: FaultSwitchboard

    func register(on router: Router<ShowcaseRequestContext>) {
        router.get(RouterPath(path)) { request, context in
            try await serve(request, context, faults: faults) {
                .jsonObject([listKey: state.withLock { $0[keyPath: marks].sorted() }])
            }
        }
        router.put(RouterPath(path + "/:id")) { request, context in
            try await serve(request, context, faults: faults) { mark(context, true) }
        }
        router.delete(RouterPath(path + "/:id")) { request, context in
            try await serve(request, context, faults: faults) { mark(context, false) }
        }
    }

    private func mark(_ context: ShowcaseRequestContext, _ isMarked: Bool) -> Reply {
        guard let id = context.parameters.get("id").flatMap(Int.init), exists(id) else {
            return .message(notFound, status: .notFound)
        }
        state.withLock { state in
            if isMarked { state[keyPath: marks].insert(id) } else { state[keyPath: marks].remove(id) }
        }
        return .noContent
    }
}
