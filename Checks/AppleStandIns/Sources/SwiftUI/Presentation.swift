extension View {
    /// An alert with `actions` and `message` built from `data` while `isPresented` is true.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey,
        isPresented: Binding<Bool>,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        standIn(titleKey, isPresented, data.map(actions) as Any, data.map(message) as Any)
    }

    /// An alert titled with a string, built from `data` while `isPresented` is true.
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S,
        isPresented: Binding<Bool>,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        standIn(String(title), isPresented, data.map(actions) as Any, data.map(message) as Any)
    }

    /// An alert with `actions` while `isPresented` is true.
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey,
        isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A
    ) -> some View {
        standIn(titleKey, isPresented, actions())
    }

    /// A confirmation dialog with `actions` built from `data` while `isPresented` is true.
    public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        standIn(String(title), isPresented, titleVisibility, data.map(actions) as Any)
    }

    /// A sheet showing `content` for `item` while it is not `nil`.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        standIn(item, onDismiss as Any, content)
    }

    /// A sheet showing `content` while `isPresented` is true.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        standIn(isPresented, onDismiss as Any, content)
    }
}
