/// The top-level type names Apple's and the toolchain's modules declare, where a project is likely
/// to declare the same name for a type of its own (`Timer`, `Subscription`, `Content`, `Store`).
///
/// A project's type of another module is seen only through an import of that module, and a file that
/// also imports the system module declaring the name cannot tell the two apart: the reference is
/// ambiguous, never silently the project's. Foundation's and Dispatch's names are those of the Swift 6.3
/// toolchain's modules (their symbol graphs, `swift symbolgraph-extract`), less the `NS` and `CF` ones;
/// Combine's and Observation's are their whole public API; SwiftUI's, UIKit's, AppKit's and the others'
/// are the names of their documented types that read as common words.
enum SystemModuleTypes {
    /// The type names each module declares, for the modules listed.
    static let names: [String: Set<String>] = [
        "Foundation": foundation,
        // Foundation on Linux is split; an import of either names the same types.
        "FoundationEssentials": foundation,
        "Dispatch": [
            "DispatchData", "DispatchDataIterator", "DispatchGroup", "DispatchIO", "DispatchObject", "DispatchPredicate",
            "DispatchQoS", "DispatchQueue", "DispatchSemaphore", "DispatchSource", "DispatchSourceHandler", "DispatchSourceProtocol",
            "DispatchSourceRead", "DispatchSourceSignal", "DispatchSourceTimer", "DispatchSourceUserDataAdd",
            "DispatchSourceUserDataOr", "DispatchSourceUserDataReplace", "DispatchSourceWrite", "DispatchSpecificKey",
            "DispatchTime", "DispatchTimeInterval", "DispatchTimeoutResult", "DispatchWallTime", "DispatchWorkItem",
            "DispatchWorkItemFlags",
        ],
        "Combine": [
            "AnyCancellable", "AnyPublisher", "AnySubscriber", "Cancellable", "CombineIdentifier", "ConnectablePublisher",
            "CurrentValueSubject", "CustomCombineIdentifierConvertible", "Deferred", "Empty", "Fail", "Future", "ImmediateScheduler",
            "Just", "ObservableObject", "ObservableObjectPublisher", "PassthroughSubject", "Published", "Publisher", "Publishers",
            "Record", "Scheduler", "SchedulerTimeIntervalConvertible", "Subject", "Subscriber", "Subscribers", "Subscription",
            "Subscriptions", "TopLevelDecoder", "TopLevelEncoder",
        ],
        "Observation": ["Observable", "ObservationIgnored", "ObservationRegistrar", "ObservationTracked", "Observations"],
        "SwiftUI": [
            "Alert", "Alignment", "AlignmentID", "Angle", "AnyGesture", "AnyLayout", "AnyShape", "AnyTransition", "AnyView", "App",
            "AppStorage", "Axis", "Binding", "BlendMode", "Bindable", "Button", "ButtonStyle", "Canvas", "Capsule", "Circle", "Color",
            "ColorPicker", "ColorScheme", "Commands", "ContainerRelativeShape", "ContentMode", "ContentUnavailableView", "ContextMenu",
            "ControlGroup", "DatePicker", "DisclosureGroup", "Divider", "DocumentGroup", "DragGesture", "EditButton", "EditMode", "Edge",
            "EdgeInsets", "Ellipse", "EmptyView", "Environment", "EnvironmentObject", "EnvironmentValues", "EquatableView", "FetchRequest",
            "FetchedResults", "FocusState", "FocusedValue", "Font", "ForEach", "Form", "Gauge", "GeometryProxy", "GeometryReader",
            "Gesture", "Gradient", "Grid", "GridItem", "GridRow", "Group", "GroupBox", "HStack", "Image", "ImagePaint", "ImageRenderer",
            "Label", "LabeledContent", "Layout", "LazyHGrid", "LazyHStack", "LazyVGrid", "LazyVStack", "LinearGradient", "Link", "List",
            "LocalizedStringKey", "LongPressGesture", "MagnifyGesture", "Material", "Menu", "MenuButton", "MenuStyle", "ModifiedContent",
            "MultiDatePicker", "Namespace", "NavigationLink", "NavigationPath", "NavigationSplitView", "NavigationStack", "NavigationView",
            "ObservedObject", "OpenURLAction", "OutlineGroup", "PasteButton", "Path", "Picker", "PreferenceKey", "PresentationDetent",
            "PreviewProvider", "ProgressView", "ProposedViewSize", "RadialGradient", "Rectangle", "RotationGesture", "RoundedRectangle",
            "Scene", "ScenePhase", "SceneStorage", "ScrollView", "ScrollViewProxy", "ScrollViewReader", "SecureField", "Section",
            "SectionedFetchRequest", "Settings", "ShareLink", "Shape", "ShapeStyle", "Slider", "Spacer", "State", "StateObject", "Stepper",
            "SubscriptionView", "Tab", "TabView", "Table", "TableColumn", "TapGesture", "Text", "TextEditor", "TextField", "TimelineView",
            "Toggle", "ToggleStyle", "ToolbarItem", "ToolbarItemGroup", "Transaction", "TupleView", "UnitPoint", "VStack", "View",
            "ViewBuilder", "ViewModifier", "Visibility", "Window", "WindowGroup", "ZStack",
        ],
        "SwiftData": [
            "Attribute", "FetchDescriptor", "Model", "ModelActor", "ModelConfiguration", "ModelContainer", "ModelContext", "PersistentModel",
            "Query", "Relationship", "Schema", "SchemaMigrationPlan", "Transient", "VersionedSchema",
        ],
        "UIKit": ["NSDiffableDataSourceSnapshot", "NSLayoutConstraint", "NSTextAttachment", "NSParagraphStyle", "NSShadow"],
        "AppKit": ["NSApplication", "NSColor", "NSFont", "NSImage", "NSView", "NSViewController", "NSWindow", "NSWindowController"],
        "MapKit": ["Annotation", "Map", "MapCameraPosition", "MapCircle", "MapPolygon", "MapPolyline", "MapStyle", "Marker"],
        "Charts": ["AreaMark", "BarMark", "Chart", "LineMark", "PointMark", "RectangleMark", "RuleMark", "SectorMark"],
        "AVFoundation": ["AVPlayer", "AVAsset", "AVAudioSession", "AVCaptureDevice", "AVCaptureSession"],
        "CoreLocation": ["CLLocation", "CLLocationManager", "CLLocationCoordinate2D"],
        "os": ["Logger", "OSLog", "OSAllocatedUnfairLock", "OSSignposter"],
        "OSLog": ["Logger", "OSLog", "OSLogStore", "OSLogEntry", "OSSignposter"],
        "WidgetKit": ["Widget", "WidgetBundle", "WidgetConfiguration", "WidgetFamily", "TimelineProvider", "TimelineEntry", "Timeline"],
        "AppIntents": ["AppIntent", "AppEntity", "AppEnum", "AppShortcut", "AppShortcutsProvider", "Parameter", "EntityQuery", "IntentResult"],
        "Testing": ["Test", "Suite", "Tag", "Trait", "Issue", "Confirmation", "Expectation", "SourceLocation"],
        "XCTest": ["XCTestCase", "XCTestExpectation", "XCUIApplication", "XCUIElement"],
        "RegexBuilder": ["Regex", "Capture", "TryCapture", "Reference", "ChoiceOf", "OneOrMore", "ZeroOrMore", "Optionally", "Repeat", "Anchor", "Lookahead"],
    ]

    private static let foundation: Set<String> = [
        "AffineTransform", "AlignmentOptions", "AttributeContainer", "AttributeDynamicLookup", "AttributeScope",
        "AttributeScopeCodableConfiguration", "AttributeScopes", "AttributedString", "AttributedStringAttributeMutation",
        "AttributedStringKey", "AttributedStringProtocol", "AttributedSubstring", "BlockOperation", "Bundle",
        "ByteCountFormatter", "CGFloat", "CGPoint", "CGRect", "CGRectEdge", "CGSize", "Calendar", "CharacterSet", "CocoaError",
        "CodableAttributedStringKey", "CodableConfiguration", "CodableWithConfiguration", "ComparableComparator", "Comparator",
        "ComparisonResult", "ContiguousBytes", "CustomNSError", "Data", "DataProtocol", "Date", "DateComponents",
        "DateFormatter", "DateInterval", "DateIntervalFormatter", "Decimal", "DecodableAttributedStringKey",
        "DecodableWithConfiguration", "DecodingConfigurationProviding", "Dimension", "DiscontiguousAttributedSubstring",
        "DiscreteFormatStyle", "EncodableAttributedStringKey", "EncodableWithConfiguration", "EncodingConfigurationProviding",
        "EnergyFormatter", "Expression", "FileAttributeKey", "FileAttributeType", "FileHandle", "FileManager",
        "FileManagerDelegate", "FileProtectionType", "FormatStyle", "Formatter", "Host", "ISO8601DateFormatter", "IndexPath",
        "IndexSet", "InflectionRule", "InputStream", "JSONDecoder", "JSONEncoder", "JSONSerialization", "LengthFormatter",
        "Locale", "LocalizedError", "MarkdownDecodableAttributedStringKey", "MassFormatter", "Measurement", "Morphology",
        "MutableDataProtocol", "Notification", "NotificationCenter", "NotificationQueue", "NumberFormatter", "ObjCBool",
        "OperatingSystemVersion", "Operation", "OperationQueue", "OutputStream", "POSIXError", "ParseStrategy",
        "ParseableFormatStyle", "PersonNameComponents", "PersonNameComponentsFormatter", "Pipe", "Port", "PortDelegate",
        "PortMessage", "Predicate", "PredicateBindings", "PredicateError", "PredicateExpression", "PredicateExpressions",
        "Process", "ProcessInfo", "Progress", "ProgressKind", "ProgressReporting", "ProgressUserInfoKey", "PropertyListDecoder",
        "PropertyListEncoder", "PropertyListSerialization", "QualityOfService", "RecoverableError", "ReferenceConvertible",
        "RunLoop", "Scanner", "ScopedAttributeContainer", "SocketNativeHandle", "SocketPort", "SortComparator", "SortOrder",
        "StandardPredicateExpression", "Stream", "StreamDelegate", "StreamNetworkServiceTypeValue",
        "StreamSOCKSProxyConfiguration", "StreamSOCKSProxyVersion", "StreamSocketSecurityLevel", "StringTransform", "Thread",
        "TimeInterval", "TimeZone", "Timer", "URL", "URLComponents", "URLError", "URLFileResourceType", "URLQueryItem",
        "URLResourceKey", "URLResourceValues", "UUID", "Unit", "UnitAcceleration", "UnitAngle", "UnitArea",
        "UnitConcentrationMass", "UnitConverter", "UnitConverterLinear", "UnitDispersion", "UnitDuration", "UnitElectricCharge",
        "UnitElectricCurrent", "UnitElectricPotentialDifference", "UnitElectricResistance", "UnitEnergy", "UnitFrequency",
        "UnitFuelEfficiency", "UnitIlluminance", "UnitInformationStorage", "UnitLength", "UnitMass", "UnitPower", "UnitPressure",
        "UnitSpeed", "UnitTemperature", "UnitVolume", "UserDefaults",
    ]

    /// The modules an import of a system module brings with it (`import UIKit` is Foundation too).
    static let implied: [String: [String]] = [
        "UIKit": ["Foundation"], "AppKit": ["Foundation"], "Cocoa": ["AppKit", "Foundation"], "SwiftUI": ["Foundation"],
        "SwiftData": ["Foundation"], "WidgetKit": ["SwiftUI", "Foundation"], "MapKit": ["Foundation"], "Charts": ["SwiftUI"],
    ]

    /// The system module among `imports` (with what each brings) that declares a top-level type called `name`, if any.
    static func declaringModule(of name: String, among imports: Set<String>) -> String? {
        for module in imports {
            if names[module]?.contains(name) == true { return module }
            if let found = implied[module]?.first(where: { names[$0]?.contains(name) == true }) { return found }
        }
        return nil
    }
}
