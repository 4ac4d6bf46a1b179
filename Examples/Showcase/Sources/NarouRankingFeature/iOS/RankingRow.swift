#if canImport(SwiftUI)
import ShowcaseDomain
import ShowcaseUIComponents
import SwiftUI

/// One ranking row: rank, title and author, points; a deleted novel says so.
struct RankingRow: View {
    let entry: RankingEntry

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 12) {
            Text("\(entry.rank)")
                .font(.headline)
                .monospacedDigit()
            VStack(alignment: .leading, spacing: 4) {
                Text(entry.novel?.title ?? "（削除された作品 \(entry.ncode)）")
                    .font(.body)
                if let novel = entry.novel {
                    Text(novel.writer)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            Spacer()
            Text("\(Formatting.number(entry.points)) pt")
                .font(.caption)
                .monospacedDigit()
        }
        .accessibilityElement(children: .combine)
    }
}
#endif
