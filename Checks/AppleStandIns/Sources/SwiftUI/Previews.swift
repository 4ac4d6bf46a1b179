/// A type that produces view previews in Xcode's canvas.
@MainActor
@preconcurrency
public protocol PreviewProvider {
    /// The kind of view the previews are.
    associatedtype Previews: View
    /// The previews.
    @ViewBuilder static var previews: Previews { get }
}

extension View {
    /// The name Xcode shows for the preview.
    public func previewDisplayName(_ value: String?) -> some View {
        standIn(value as Any)
    }
}
