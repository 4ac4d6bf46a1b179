import StoreCore
import SwiftUI

public struct FeedView: View {
    let session: Session

    public init(session: Session) {
        self.session = session
    }

    public var body: some View {
        Text("Feed")
    }
}
