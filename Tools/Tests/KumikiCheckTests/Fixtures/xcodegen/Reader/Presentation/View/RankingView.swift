import SwiftUI
struct RankingView {}
