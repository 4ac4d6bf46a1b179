/// When the keyboard's return key submits.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
nonisolated public struct SubmitTriggers: OptionSet, Sendable {
    /// The triggers as bits.
    public let rawValue: Int
    /// Creates triggers from bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }
    /// Return in a text field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Return in a search field.
    public static let search = SubmitTriggers(rawValue: 2)
}

/// Where a search field goes.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
nonisolated public struct SearchFieldPlacement: Sendable {
    let name: String
    /// Where the platform puts it.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the navigation bar drawer.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
}

/// Whether an element of a presentation (a dialog's title) shows.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// As the platform decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

extension View {
    /// Runs `action` when the view appears.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        standIn([action as Any])
    }

    /// Runs `action` when the view disappears.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        standIn([action as Any])
    }

    /// Starts `action` when the view appears and cancels it when the view disappears.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        standIn([priority])
    }

    /// Starts `action` when the view appears and again whenever `id` changes, cancelling the previous run.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        standIn([value, priority])
    }

    /// Runs `action` with each value `publisher` emits, on the main thread, while the view exists.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        standIn([publisher, action])
    }

    /// Runs `action` with the new value whenever `value` changes.
    @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        standIn([value, action])
    }

    /// Runs `action` with the old and the new value whenever `value` changes (and at once, with
    /// `initial`).
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        standIn([value, initial, action])
    }

    /// Pull to refresh: the indicator shows until `action` returns.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        standIn([action])
    }

    /// A search field bound to `text`, with a localized prompt.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        standIn([text, placement, prompt])
    }

    /// A search field bound to `text`.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        standIn([text, placement, prompt as Any])
    }

    /// A search field bound to `text`, with a prompt shown as written.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        standIn([text, placement, String(prompt)])
    }

    /// Buttons revealed by swiping a list row from `edge`.
    @available(iOS 15.0, macOS 12.0, watchOS 8.0, *)
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View {
        standIn([edge, allowsFullSwipe, content()])
    }

    /// Runs `action` when the user submits (presses return).
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        standIn([triggers, action])
    }

    /// Binds the focus of the view's field to `binding`.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        standIn([condition])
    }

    /// Binds the focus of the view's field: focused while `binding` equals `value`.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        standIn([binding, value])
    }

    /// Handles a URL the app is opened with (universal links, custom schemes).
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        standIn([action])
    }

    /// Switches autocorrection off (names, e-mail addresses, amounts).
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 8.0, *)
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        standIn([disable])
    }
}

/// When a text field capitalizes what is typed.
@available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
nonisolated public struct TextInputAutocapitalization: Sendable {
    let name: String
    /// Never.
    public static let never = TextInputAutocapitalization(name: "never")
    /// Each word.
    public static let words = TextInputAutocapitalization(name: "words")
    /// Each sentence.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
}

extension View {
    /// The keyboard a text field shows (numbers for an amount, e-mail for an address).
    @available(iOS 13.0, tvOS 13.0, *)
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        standIn([type])
    }

    /// What a text field holds, for AutoFill (an e-mail address, a new password).
    @available(iOS 13.0, tvOS 13.0, *)
    public func textContentType(_ textContentType: UITextContentType?) -> some View {
        standIn([textContentType as Any])
    }

    /// When a text field capitalizes.
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        standIn([autocapitalization as Any])
    }
}
