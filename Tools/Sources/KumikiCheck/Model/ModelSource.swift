import Foundation
import KumikiSourceFiles

/// The model of a run: built, or built from the cached facts on first use.
final class ModelSource: @unchecked Sendable {
    private enum State {
        case built(ProjectModel)
        case pending(@Sendable () -> ProjectModel)
    }

    /// Locked while the model is built, so it is built once however many ask at the same time.
    private let state: Locked<State>

    init(_ model: ProjectModel) {
        state = Locked(.built(model))
    }

    init(building: @escaping @Sendable () -> ProjectModel) {
        state = Locked(.pending(building))
    }

    var model: ProjectModel {
        state.withLock { state in
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
}
