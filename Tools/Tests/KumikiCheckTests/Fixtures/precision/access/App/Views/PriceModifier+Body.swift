import SwiftUI

extension PriceModifier {
    func body(content: Content) -> some View {
        content.bold()
    }
}
