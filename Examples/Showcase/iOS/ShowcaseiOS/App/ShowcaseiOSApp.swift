#if canImport(SwiftUI)
import SwiftUI

/// The Showcase on iOS: every feature of minne, NaroViewer, Sync and NewsPicks on its own tab, run against the fixture backend
/// served inside the app, or against a `showcase-server` given with `--server URL`.
@main
struct ShowcaseiOSApp: App {
    @StateObject private var launch = AppLaunch(arguments: LaunchArguments(ProcessInfo.processInfo.arguments))

    var body: some Scene {
        WindowGroup {
            LaunchView(launch: launch)
        }
    }
}
#endif
