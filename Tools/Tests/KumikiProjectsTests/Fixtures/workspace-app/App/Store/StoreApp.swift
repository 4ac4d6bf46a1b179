import Feed
import StoreCore
import SwiftUI

@main
struct StoreApp: App {
    var body: some Scene {
        WindowGroup { FeedView(session: Session()) }
    }
}
