/// The member types that protocols of Apple's SDKs, the standard library and common libraries
/// give their conforming types: the associated types and typealiases a conformance brings into
/// the type's scope, where they hide the project's types of the same names.
///
/// The project's own protocols are read from their declarations; these come from modules the
/// check does not read.
enum KnownProtocols {
    /// For each protocol name, the member types a conforming type sees.
    static let memberTypes: [String: Set<String>] = {
        var table: [String: Set<String>] = [:]
        func add(_ protocols: [String], _ members: Set<String>) {
            for name in protocols { table[name, default: []].formUnion(members) }
        }
        // SwiftUI: views, their modifiers and styles, scenes, representables.
        add(["View", "App", "Scene", "Commands", "ToolbarContent", "CustomizableToolbarContent", "Widget", "WidgetBundle",
             "ControlWidget", "Transition", "TableColumnContent", "AccessibilityRotorContent", "ChartContent", "MapContent"], ["Body"])
        add(["ViewModifier", "AnimatableModifier", "EnvironmentalModifier"], ["Content", "Body"])
        add(["ViewModifier"], ["ResolvedModifier"])
        add(["ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle", "MenuStyle", "GroupBoxStyle", "ProgressViewStyle",
             "DisclosureGroupStyle", "GaugeStyle", "LabeledContentStyle", "ControlGroupStyle", "FormStyle", "NavigationSplitViewStyle",
             "TableStyle", "MenuButtonStyle", "TextFieldStyle", "DatePickerStyle", "PickerStyle", "ListStyle", "TabViewStyle",
             "NavigationViewStyle", "IndexViewStyle"], ["Configuration", "Body"])
        add(["ShapeStyle"], ["Resolved"])
        add(["Shape", "InsettableShape", "Animatable", "Layout"], ["AnimatableData"])
        add(["InsettableShape"], ["InsetShape"])
        add(["Layout"], ["Cache"])
        add(["EnvironmentKey", "PreferenceKey", "FocusedValueKey", "ContainerValueKey", "DependencyKey", "TestDependencyKey",
             "ContainerBackgroundPlacement", "TraitKey", "UITraitDefinition"], ["Value"])
        add(["UIViewRepresentable"], ["UIViewType", "Context", "Coordinator"])
        add(["UIViewControllerRepresentable"], ["UIViewControllerType", "Context", "Coordinator"])
        add(["NSViewRepresentable"], ["NSViewType", "Context", "Coordinator"])
        add(["NSViewControllerRepresentable"], ["NSViewControllerType", "Context", "Coordinator"])
        add(["WKInterfaceObjectRepresentable"], ["WKInterfaceObjectType", "Context", "Coordinator"])
        add(["PreviewProvider"], ["Previews"])
        add(["TimelineProvider"], ["Entry", "Context"])
        add(["IntentTimelineProvider", "AppIntentTimelineProvider"], ["Entry", "Intent", "Context"])
        add(["TimelineSchedule"], ["Entries", "Mode"])
        add(["DynamicViewContent"], ["Data"])
        add(["ObservableObject"], ["ObjectWillChangePublisher"])
        // The standard library.
        add(["Sequence", "AsyncSequence", "IteratorProtocol", "AsyncIteratorProtocol", "Collection", "BidirectionalCollection",
             "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection", "LazySequenceProtocol",
             "LazyCollectionProtocol", "SetAlgebra", "OptionSet"], ["Element", "Iterator"])
        add(["AsyncSequence", "AsyncIteratorProtocol"], ["AsyncIterator", "Failure"])
        add(["Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection",
             "LazyCollectionProtocol"], ["Index", "Indices", "SubSequence"])
        add(["LazySequenceProtocol", "LazyCollectionProtocol"], ["Elements"])
        add(["Identifiable"], ["ID"])
        add(["RawRepresentable", "OptionSet", "CodingKeyRepresentable"], ["RawValue"])
        add(["CaseIterable"], ["AllCases"])
        add(["ExpressibleByArrayLiteral", "SetAlgebra", "OptionSet"], ["ArrayLiteralElement"])
        add(["ExpressibleByDictionaryLiteral"], ["Key", "Value"])
        add(["ExpressibleByStringLiteral", "ExpressibleByStringInterpolation"],
            ["StringLiteralType", "ExtendedGraphemeClusterLiteralType", "UnicodeScalarLiteralType", "StringInterpolation"])
        add(["ExpressibleByUnicodeScalarLiteral"], ["UnicodeScalarLiteralType"])
        add(["ExpressibleByExtendedGraphemeClusterLiteral"], ["ExtendedGraphemeClusterLiteralType", "UnicodeScalarLiteralType"])
        add(["ExpressibleByIntegerLiteral"], ["IntegerLiteralType"])
        add(["ExpressibleByFloatLiteral"], ["FloatLiteralType"])
        add(["ExpressibleByBooleanLiteral"], ["BooleanLiteralType"])
        add(["Strideable"], ["Stride"])
        add(["Numeric", "SignedNumeric", "BinaryInteger", "FixedWidthInteger", "FloatingPoint", "BinaryFloatingPoint"], ["Magnitude"])
        add(["BinaryInteger", "FixedWidthInteger"], ["Words"])
        add(["FloatingPoint", "BinaryFloatingPoint"], ["Exponent", "RawSignificand", "RawExponent"])
        add(["InstantProtocol"], ["Duration"])
        add(["Clock"], ["Duration", "Instant"])
        // Combine, and what stands in for it.
        add(["Publisher", "ConnectablePublisher", "Subject"], ["Output", "Failure"])
        add(["Subscriber"], ["Input", "Failure"])
        add(["Scheduler"], ["SchedulerTimeType", "SchedulerOptions"])
        // Foundation.
        add(["FormatStyle", "ParseableFormatStyle", "ParseStrategy"], ["FormatInput", "FormatOutput", "Strategy", "ParseInput", "ParseOutput"])
        add(["SortComparator"], ["Compared"])
        add(["AttributedStringKey", "CodableAttributedStringKey", "DecodableAttributedStringKey", "EncodableAttributedStringKey"], ["Value"])
        // The Composable Architecture and its neighbours.
        add(["Reducer", "ReducerProtocol"], ["State", "Action", "Body", "ReducerBody"])
        add(["CasePathable"], ["AllCasePaths"])
        add(["TestDependencyKey", "DependencyKey"], ["Value"])
        // App Intents and widgets.
        add(["AppEntity", "AppEnum", "AppIntent", "WidgetConfigurationIntent", "EntityQuery", "EntityStringQuery",
             "EnumerableEntityQuery", "EntityPropertyQuery", "DynamicOptionsProvider", "TransientAppEntity"],
            ["DefaultQuery", "Entity", "Specification", "ComparatorMappingType", "PerformResult"])
        // Core Data's and SwiftData's generated members.
        add(["PersistentModel"], ["ID"])
        return table
    }()
}
