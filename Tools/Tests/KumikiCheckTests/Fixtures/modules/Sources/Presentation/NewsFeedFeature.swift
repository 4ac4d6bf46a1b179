import Domain
import Infrastructure
import SwiftUI

struct NewsFeedFeature {
    let repository: any NewsFeedRepository
}
