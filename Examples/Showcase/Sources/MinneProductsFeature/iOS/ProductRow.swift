#if canImport(SwiftUI)
import ShowcaseDomain
import ShowcaseUIComponents
import SwiftUI

/// One product: name, creator, price, and a heart when it is a favourite.
struct ProductRow: View {
    let product: Product
    let isFavorite: Bool

    var body: some View {
        HStack(spacing: 12) {
            VStack(alignment: .leading, spacing: 4) {
                Text(product.name)
                Text(product.creatorName)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text("¥\(Formatting.number(product.price))")
                .monospacedDigit()
            Image(systemName: isFavorite ? "heart.fill" : "heart")
                .foregroundStyle(isFavorite ? Color.pink : Color.gray)
                .accessibilityLabel(Text(isFavorite ? "お気に入り" : "お気に入りではありません"))
        }
        .accessibilityElement(children: .combine)
    }
}
#endif
