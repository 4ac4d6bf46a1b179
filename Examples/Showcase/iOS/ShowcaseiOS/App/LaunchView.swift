#if canImport(SwiftUI)
import SwiftUI

/// The first screen: a spinner while the backend and the database start, then the tabs,
/// or the reason they could not start with a retry.
struct LaunchView: View {
    @ObservedObject var launch: AppLaunch

    var body: some View {
        Group {
            switch launch.phase {
            case .starting:
                ProgressView("起動しています…")
            case .running(let factory):
                RootView(factory: factory)
            case .failed(let message):
                VStack(spacing: 16) {
                    Text("Showcase を起動できませんでした")
                        .font(.headline)
                    Text(message)
                        .font(.body)
                        .multilineTextAlignment(.center)
                    Button("再試行") {
                        Task { await launch.start() }
                    }
                    .buttonStyle(.borderedProminent)
                }
                .padding()
            }
        }
        .task { await launch.start() }
    }
}
#endif
