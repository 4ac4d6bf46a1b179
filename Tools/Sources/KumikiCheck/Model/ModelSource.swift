import Foundation

/// The model of a run: built, or built from the cached facts on first use.
final class ModelSource: @unchecked Sendable {
    private enum State {
        case built(ProjectModel)
        case pending(@Sendable () -> ProjectModel)
    }

    private let lock = NSLock()
    private var state: State

    init(_ model: ProjectModel) {
        state = .built(model)
    }

    init(building: @escaping @Sendable () -> ProjectModel) {
        state = .pending(building)
    }

    var model: ProjectModel {
        lock.lock()
        defer { lock.unlock() }
        switch state {
        case .built(let model):
            return model
        case .pending(let build):
            let model = build()
            state = .built(model)
            return model
        }
    }
}
