import KumikiSourceFiles

/// A corpus with the shapes of real apps and libraries rather than of a template: files of
/// 500 to 3,000 lines with long enums and the long `switch` statements over them, heavy
/// generics (constrained generic types, protocols with associated types, `where` clauses),
/// deeply nested control flow and closures, many extensions of each type, doc comments,
/// string interpolation and Combine pipelines. Files sit in the mvvm-repository layers and
/// refer to each other across them, one ViewModel in five reaching a concrete requester (a
/// finding), so the rules have real work.
///
/// Big files stress what `kumiki check` does per syntax node; ``GeneratedCorpus`` stresses
/// what it does per file.
public enum RealisticCorpus {
    /// `count` files, five layers per feature, from a fixed seed.
    public static func files(count: Int, seed: UInt64 = 21) -> [CorpusFile] {
        var random = SeededGenerator(seed: seed)
        return (0..<count).map { index in
            var file = FileBuilder(index: index, lineTarget: Int.random(in: 500...3_000, using: &random), random: random)
            let made = file.make()
            random = file.random
            return made
        }
    }
}

/// Writes one file of the realistic corpus.
private struct FileBuilder {
    let index: Int
    let lineTarget: Int
    var random: SeededGenerator
    var writer = SourceWriter()
    /// Counts the helper types a file declares, so their names stay unique.
    var blockNumber = 0

    static let stems = ["Catalog", "Ranking", "Checkout", "Profile", "Search", "Feed", "Contact", "Shipping", "Review", "Novel",
                        "Product", "Order", "Bookmark", "Comment", "Campaign", "Coupon", "Creator", "Message", "Payment", "Story"]

    init(index: Int, lineTarget: Int, random: SeededGenerator) {
        self.index = index
        self.lineTarget = lineTarget
        self.random = random
    }

    /// The feature's name: the five files of a feature share it.
    var feature: String { Self.stems[(index / 5) % Self.stems.count] + String(index / 5) }

    /// The layer folder the file sits in.
    var layer: String { ["Entity", "Network", "Repository", "ViewModel", "View"][index % 5] }

    /// The prefix of the helper types only this file declares.
    var own: String { feature + layer }

    mutating func make() -> CorpusFile {
        switch index % 5 {
        case 0:
            header(imports: ["Foundation"])
            entity()
        case 1:
            header(imports: ["Foundation"])
            network()
        case 2:
            header(imports: ["Foundation", "Combine"])
            repository()
        case 3:
            header(imports: ["Combine", "Foundation"])
            viewModel()
        default:
            header(imports: ["UIKit", "Combine"])
            viewController()
        }
        while writer.lines.count < lineTarget {
            blockNumber += 1
            switch Int.random(in: 0..<4, using: &random) {
            case 0: longEnum()
            case 1: generics()
            case 2: deeplyNested()
            default: extensions()
            }
        }
        return CorpusFile(path: "Sources/App/\(layer)/\(own).swift", text: writer.text)
    }

    mutating func roll(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &random)
    }

    mutating func header(imports: [String]) {
        writer.line("//")
        writer.line("//  \(feature).swift")
        writer.line("//  Part of the \(feature) feature; generated for the kumiki check benchmark.")
        writer.line("//")
        writer.line()
        imports.forEach { writer.line("import \($0)") }
        writer.line()
    }

    // MARK: - The file's main type, by layer

    mutating func entity() {
        let feature = feature
        let name = "\(feature)Item"
        writer.line("/// One \(feature) as the API returns it.")
        writer.block("public struct \(name): Codable, Hashable, Identifiable, Sendable {") { w in
            w.line("public let id: Int")
            w.line("public let title: String")
            w.line("public let summary: String?")
            w.line("public let priceYen: Int")
            w.line("public let tags: [String]")
            w.line("public let metadata: [String: [Int]]")
            w.line("public var isFavorite: Bool")
            w.line()
            w.block("public enum CodingKeys: String, CodingKey {") { w in
                w.line("case id, title, summary")
                w.line("case priceYen = \"price_yen\"")
                w.line("case tags, metadata")
                w.line("case isFavorite = \"is_favorite\"")
            }
        }
        writer.line()
    }

    mutating func network() {
        let feature = feature
        writer.block("public protocol \(feature)RequesterProtocol: Sendable {") { w in
            w.line("func items(page: Int, query: String?) async throws -> Page<\(feature)Item>")
            w.line("func item(id: \(feature)Item.ID) async throws -> \(feature)Item")
        }
        writer.line()
        writer.block("public struct \(feature)Requester: \(feature)RequesterProtocol {") { w in
            w.line("private let session: URLSession")
            w.line("private let baseURL: URL")
            w.line("private let decoder: JSONDecoder")
            w.line()
            w.block("public init(session: URLSession, baseURL: URL, decoder: JSONDecoder = JSONDecoder()) {") { w in
                w.line("self.session = session")
                w.line("self.baseURL = baseURL")
                w.line("self.decoder = decoder")
            }
            w.line()
            w.block("public func items(page: Int, query: String?) async throws -> Page<\(feature)Item> {") { w in
                w.line("var components = URLComponents(url: baseURL.appendingPathComponent(\"items\"), resolvingAgainstBaseURL: false)")
                w.line("components?.queryItems = [URLQueryItem(name: \"page\", value: String(page))] + (query.map { [URLQueryItem(name: \"q\", value: $0)] } ?? [])")
                w.block("guard let url = components?.url else {") { w in
                    w.line("throw URLError(.badURL)")
                }
                w.line("let (data, response) = try await session.data(from: url)")
                w.block("guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {") { w in
                    w.line("throw URLError(.badServerResponse)")
                }
                w.line("return try decoder.decode(Page<\(feature)Item>.self, from: data)")
            }
            w.line()
            w.block("public func item(id: \(feature)Item.ID) async throws -> \(feature)Item {") { w in
                w.line("let (data, _) = try await session.data(from: baseURL.appendingPathComponent(\"items/\\(id)\"))")
                w.line("return try decoder.decode(\(feature)Item.self, from: data)")
            }
        }
        writer.line()
    }

    mutating func repository() {
        let feature = feature
        writer.block("public protocol \(feature)RepositoryProtocol: AnyObject {") { w in
            w.line("var itemsPublisher: AnyPublisher<[\(feature)Item], Never> { get }")
            w.line("func refresh(query: String?) async throws")
            w.line("func toggleFavorite(_ id: \(feature)Item.ID)")
        }
        writer.line()
        writer.block("public final class \(feature)Repository: \(feature)RepositoryProtocol {") { w in
            w.line("private let requester: any \(feature)RequesterProtocol")
            w.line("private let subject = CurrentValueSubject<[\(feature)Item], Never>([])")
            w.line("private var pages: [Int: Page<\(feature)Item>] = [:]")
            w.line()
            w.block("public init(requester: any \(feature)RequesterProtocol) {") { w in
                w.line("self.requester = requester")
            }
            w.line()
            w.line("public var itemsPublisher: AnyPublisher<[\(feature)Item], Never> { subject.eraseToAnyPublisher() }")
            w.line()
            w.block("public func refresh(query: String?) async throws {") { w in
                w.line("let first = try await requester.items(page: 1, query: query)")
                w.line("pages = [1: first]")
                w.line("subject.send(first.elements.sorted { ($0.priceYen, $0.id) < ($1.priceYen, $1.id) })")
            }
            w.line()
            w.block("public func toggleFavorite(_ id: \(feature)Item.ID) {") { w in
                w.block("subject.value = subject.value.map { item in") { w in
                    w.line("guard item.id == id else { return item }")
                    w.line("var toggled = item")
                    w.line("toggled.isFavorite.toggle()")
                    w.line("return toggled")
                }
            }
        }
        writer.line()
    }

    mutating func viewModel() {
        let feature = feature
        let violates = (index / 5) % 5 == 0
        writer.line("@MainActor")
        writer.block("public final class \(feature)ViewModel: ObservableObject {") { w in
            w.line("@Published public private(set) var items: [\(feature)Item] = []")
            w.line("@Published public private(set) var isLoading = false")
            w.line("@Published public private(set) var errorMessage: String?")
            w.line("@Published public var query = \"\" // kumiki:bound-input")
            w.line("private let repository: any \(feature)RepositoryProtocol")
            if violates { w.line("private let requester: \(feature)Requester") }
            w.line("private var cancellables = Set<AnyCancellable>()")
            w.line()
            w.block("public init(repository: any \(feature)RepositoryProtocol\(violates ? ", requester: \(feature)Requester" : "")) {") { w in
                w.line("self.repository = repository")
                if violates { w.line("self.requester = requester") }
                w.line("repository.itemsPublisher")
                w.line("    .removeDuplicates()")
                w.line("    .map { items in items.filter { !$0.tags.isEmpty } }")
                w.line("    .receive(on: DispatchQueue.main)")
                w.line("    .sink { [weak self] items in self?.items = items }")
                w.line("    .store(in: &cancellables)")
            }
            w.line()
            w.block("public func onAppear() async {") { w in
                w.line("isLoading = true")
                w.line("defer { isLoading = false }")
                w.block("do {") { w in
                    w.line("try await repository.refresh(query: query.isEmpty ? nil : query)")
                }
                w.block("catch let error as URLError where error.code == .notConnectedToInternet {") { w in
                    w.line("errorMessage = \"Offline: \\(error.localizedDescription)\"")
                }
                w.block("catch {") { w in
                    w.line("errorMessage = String(describing: error)")
                }
            }
        }
        writer.line()
    }

    mutating func viewController() {
        let feature = feature
        writer.block("public final class \(feature)ViewController: UIViewController, UITableViewDataSource {") { w in
            w.line("private let viewModel: \(feature)ViewModel")
            w.line("private let tableView = UITableView(frame: .zero, style: .insetGrouped)")
            w.line("private var cancellables = Set<AnyCancellable>()")
            w.line()
            w.block("public init(viewModel: \(feature)ViewModel) {") { w in
                w.line("self.viewModel = viewModel")
                w.line("super.init(nibName: nil, bundle: nil)")
            }
            w.line()
            w.line("@available(*, unavailable)")
            w.line("public required init?(coder: NSCoder) { nil }")
            w.line()
            w.block("public override func viewDidLoad() {") { w in
                w.line("super.viewDidLoad()")
                w.line("title = \"\(feature)\"")
                w.line("tableView.dataSource = self")
                w.line("viewModel.$items.sink { [weak self] _ in self?.tableView.reloadData() }.store(in: &cancellables)")
                w.line("Task { await viewModel.onAppear() }")
            }
            w.line()
            w.block("public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {") { w in
                w.line("viewModel.items.count")
            }
            w.line()
            w.block("public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {") { w in
                w.line("let cell = tableView.dequeueReusableCell(withIdentifier: \"cell\", for: indexPath)")
                w.line("let item = viewModel.items[indexPath.row]")
                w.line("var content = cell.defaultContentConfiguration()")
                w.line("content.text = item.title")
                w.line("content.secondaryText = item.summary ?? \"¥\\(item.priceYen)\"")
                w.line("cell.contentConfiguration = content")
                w.line("return cell")
            }
        }
        writer.line()
    }

    // MARK: - Blocks that make a file long

    /// An enum of 30 to 150 cases, some with associated values, and computed properties that
    /// switch over every case: API endpoints, analytics events, table sections.
    mutating func longEnum() {
        let feature = feature, own = own
        let name = "\(own)Event\(blockNumber)"
        let caseCount = roll(30...150)
        let cases = (0..<caseCount).map { "event\($0)" }
        writer.line("/// Every event of the \(feature) screen, \(caseCount) of them.")
        writer.block("public enum \(name): Hashable, Sendable {") { w in
            for (offset, item) in cases.enumerated() {
                switch offset % 4 {
                case 0: w.line("case \(item)")
                case 1: w.line("case \(item)(id: Int)")
                case 2: w.line("case \(item)(query: String, page: Int)")
                default: w.line("case \(item)(\(feature)Item)")
                }
            }
            w.line()
            w.block("public var name: String {") { w in
                w.block("switch self {", closing: "}") { w in
                    for (offset, item) in cases.enumerated() {
                        switch offset % 4 {
                        case 0: w.line("case .\(item): return \"\(item)\"")
                        case 1: w.line("case .\(item)(let id): return \"\(item)_\\(id)\"")
                        case 2: w.line("case let .\(item)(query, page) where page > 1: return \"\(item)_\\(query)_\\(page)\"")
                        default: w.line("case .\(item)(let item): return \"\(item)_\\(item.id)\"")
                        }
                        if offset % 4 == 2 { w.line("case .\(item)(let query, _): return \"\(item)_\\(query)\"") }
                    }
                }
            }
            w.line()
            w.block("public var parameters: [String: Any] {") { w in
                w.block("switch self {", closing: "}") { w in
                    for (offset, item) in cases.enumerated() {
                        switch offset % 4 {
                        case 0: w.line("case .\(item): return [:]")
                        case 1: w.line("case .\(item)(let id): return [\"id\": id]")
                        case 2: w.line("case .\(item)(let query, let page): return [\"query\": query, \"page\": page]")
                        default:
                            w.block("case .\(item)(let item):", closing: "") { w in
                                w.line("var parameters: [String: Any] = [\"id\": item.id, \"price\": item.priceYen]")
                                w.line("if let summary = item.summary { parameters[\"summary\"] = summary }")
                                w.line("return parameters")
                            }
                        }
                    }
                }
            }
            w.line()
            w.block("public var isTracked: Bool {") { w in
                w.block("switch self {", closing: "}") { w in
                    let tracked = cases.enumerated().filter { $0.offset % 3 == 0 }.map { ".\($0.element)" }
                    for chunk in stride(from: 0, to: tracked.count, by: 6) {
                        w.line("case \(tracked[chunk..<min(chunk + 6, tracked.count)].joined(separator: ", ")):")
                        w.line("    return true")
                    }
                    w.line("default:")
                    w.line("    return false")
                }
            }
        }
        writer.line()
    }

    /// Generic machinery: a constrained generic type, a protocol with associated types,
    /// generic functions with `where` clauses and nested generic types.
    mutating func generics() {
        let feature = feature, own = own, blockNumber = blockNumber
        let name = "\(own)Store\(blockNumber)"
        let protocolName = "\(own)Source\(blockNumber)"
        writer.line("/// Loads pages of values for a \(feature) screen.")
        writer.block("public protocol \(protocolName) {") { w in
            w.line("associatedtype Value: Identifiable & Sendable where Value.ID: Hashable & Comparable")
            w.line("associatedtype Cursor: Comparable & Sendable = Int")
            w.line("associatedtype Failure: Error")
            w.line("func load(after cursor: Cursor?, limit: Int) async throws(Failure) -> (values: [Value], next: Cursor?)")
        }
        writer.line()
        writer.line("/// Keeps the pages of a source in memory, keyed and ordered.")
        writer.block("public struct \(name)<Source: \(protocolName), Key: Hashable & Sendable>: Sendable where Source: Sendable, Source.Value: Equatable {") { w in
            w.line("public typealias Value = Source.Value")
            w.line("public typealias Entry = (key: Key, values: [Value], loadedAt: Date)")
            w.line("private var entries: [Key: [Value.ID: Value]] = [:]")
            w.line("private var order: [Key: [Value.ID]] = [:]")
            w.line("private let source: Source")
            w.line("private let key: @Sendable (Value) -> Key")
            w.line()
            w.block("public init(source: Source, key: @escaping @Sendable (Value) -> Key) {") { w in
                w.line("self.source = source")
                w.line("self.key = key")
            }
            w.line()
            w.block("public func values<Result>(for key: Key, transform: (Value) throws -> Result?) rethrows -> [Result] {") { w in
                w.line("guard let ids = order[key], let values = entries[key] else { return [] }")
                w.line("return try ids.compactMap { id in try values[id].flatMap(transform) }")
            }
            w.line()
            w.block("public mutating func merge<S: Sequence>(_ incoming: S) where S.Element == Value {") { w in
                w.block("for value in incoming {") { w in
                    w.line("let key = self.key(value)")
                    w.line("if entries[key, default: [:]].updateValue(value, forKey: value.id) == nil { order[key, default: []].append(value.id) }")
                }
                w.line("for key in order.keys { order[key]?.sort() }")
            }
            w.line()
            w.block("public func grouped<Group: Hashable, Summary>(by group: (Value) -> Group, summarize: ([Value]) -> Summary) -> [Group: Summary] where Summary: Sendable {") { w in
                w.line("let all = entries.values.flatMap { $0.values }")
                w.line("return Dictionary(grouping: all, by: group).mapValues(summarize)")
            }
            w.line()
            w.block("public func page<Mapped: Sendable>(_ key: Key, limit: Int, map: @Sendable (Value) async throws -> Mapped) async rethrows -> [Mapped] {") { w in
                w.line("var mapped: [Mapped] = []")
                w.line("for value in values(for: key, transform: { $0 }).prefix(limit) { mapped.append(try await map(value)) }")
                w.line("return mapped")
            }
        }
        writer.line()
        writer.block("extension \(name) where Key == String, Source.Cursor == Int {") { w in
            w.block("public func titles(matching query: String) -> [String: [Value.ID]] {") { w in
                w.line("order.filter { $0.key.localizedCaseInsensitiveContains(query) }.mapValues { Array($0.prefix(20)) }")
            }
        }
        writer.line()
        writer.block("extension \(name): CustomStringConvertible where Value: CustomStringConvertible {") { w in
            w.block("public var description: String {") { w in
                w.line("\"\\(Self.self)(\\(entries.count) keys, \\(order.values.reduce(0) { $0 + $1.count }) values)\"")
            }
        }
        writer.line()
        writer.block("public func \(own.prefix(1).lowercased() + own.dropFirst())Merge\(blockNumber)<A: Collection, B: Collection, C>(_ a: A, _ b: B, combine: (A.Element, B.Element) throws -> C?) rethrows -> [C] where A.Element: Hashable, B.Element == A.Element {") { w in
            w.line("let lookup = Set(b)")
            w.line("return try a.compactMap { element in lookup.contains(element) ? try combine(element, element) : nil }")
        }
        writer.line()
        writer.line("public typealias \(own)Lookup\(blockNumber)<T: Hashable> = [T: Result<[\(feature)Item], Error>]")
        writer.line()
    }

    /// Control flow nested ten deep, closures inside closures, and nested types.
    mutating func deeplyNested() {
        let feature = feature, own = own
        let name = "\(own)Layout\(blockNumber)"
        let depth = roll(6...12)
        writer.block("enum \(name) {") { w in
            w.block("struct Section: Hashable {") { w in
                w.block("struct Row: Hashable {") { w in
                    w.block("enum Accessory: Hashable {") { w in
                        w.line("case none, badge(Int), detail(String)")
                    }
                    w.line("var id: Int")
                    w.line("var accessory: Accessory")
                }
                w.line("var title: String")
                w.line("var rows: [Row]")
            }
            w.line()
            w.block("static func sections(from items: [\(feature)Item], expanded: Set<Int>, filter: String?) -> [Section] {") { w in
                w.line("var sections: [Section] = []")
                Self.nest(&w, level: 0, depth: depth)
                w.line("return sections")
            }
            w.line()
            w.block("static func flatten(_ groups: [[String: [\(feature)Item]]]) -> [String: [Int: [String]]] {") { w in
                w.line("groups.reduce(into: [:]) { result, group in")
                w.line("    group.forEach { key, items in")
                w.line("        result[key, default: [:]].merge(")
                w.line("            Dictionary(grouping: items.flatMap { item in item.tags.map { tag in (item.priceYen / 100, tag) } }, by: { $0.0 })")
                w.line("                .mapValues { pairs in pairs.map { $0.1 }.filter { !$0.isEmpty }.sorted { $0.count < $1.count || ($0.count == $1.count && $0 < $1) } }")
                w.line("        ) { old, new in Array(Set(old + new)).sorted() }")
                w.line("    }")
                w.line("}")
            }
        }
        writer.line()
    }

    /// One level of ``deeplyNested()``: a loop, a condition, a switch or a closure around the next.
    static func nest(_ w: inout SourceWriter, level: Int, depth: Int) {
        guard level < depth else {
            w.line("let row = Section.Row(id: item.id &+ \(level), accessory: item.tags.isEmpty ? .none : .badge(item.tags.count))")
            w.line("sections.append(Section(title: \"\\(item.title) \\(level)\", rows: [row]))")
            return
        }
        switch level % 5 {
        case 0:
            w.block("for item in items where item.priceYen > \(level * 100) {") { nest(&$0, level: level + 1, depth: depth) }
        case 1:
            w.block("if let filter, !filter.isEmpty, item.title.localizedCaseInsensitiveContains(filter) || expanded.contains(item.id) {") {
                nest(&$0, level: level + 1, depth: depth)
            }
            w.block("else if item.isFavorite {") { w in
                w.line("continue")
            }
        case 2:
            w.block("switch (item.tags.count, item.summary) {") { w in
                w.line("case (0, nil):")
                w.line("    continue")
                w.line("case (let count, .some(let summary)) where count > \(level) && summary.count > 3:")
                w.line("    _ = summary.prefix(count)")
                w.block("default:", closing: "") { nest(&$0, level: level + 1, depth: depth) }
            }
        case 3:
            w.block("let mapped = item.metadata.compactMap { key, values -> (String, Int)? in") { w in
                w.line("guard let first = values.first(where: { value in value > \(level) && values.contains { $0 == value * 2 } }) else { return nil }")
                w.line("return (key, first)")
            }
            w.block("if !mapped.isEmpty {") { nest(&$0, level: level + 1, depth: depth) }
        default:
            w.block("guard expanded.contains(item.id) || item.tags.contains(where: { tag in tag.hasPrefix(\"#\") && tag.count > \(level) }) else {") { w in
                w.line("continue")
            }
            w.block("do {") { nest(&$0, level: level + 1, depth: depth) }
        }
    }

    /// Ten to thirty extensions of the file's types: conformances, constrained extensions and
    /// extensions of standard library types.
    mutating func extensions() {
        let name = "\(own)Value\(blockNumber)"
        writer.block("public struct \(name): Hashable, Sendable {") { w in
            w.line("public var id: Int")
            w.line("public var label: String")
            w.line("public var weight: Double")
        }
        writer.line()
        for number in 0..<roll(10...30) {
            switch number % 6 {
            case 0:
                writer.block("extension \(name): Comparable {") { w in
                    w.block("public static func < (lhs: \(name), rhs: \(name)) -> Bool {") { w in
                        w.line("(lhs.weight, lhs.id) < (rhs.weight, rhs.id)")
                    }
                }
                writer.line()
                // Only one conformance of each: the other cases add members.
                writer.block("extension \(name) {") { w in
                    w.line("public static let empty\(number) = \(name)(id: 0, label: \"\", weight: 0)")
                }
            case 1:
                writer.block("extension Array where Element == \(name) {") { w in
                    w.block("public func totalWeight\(number)(above threshold: Double = \(number).5) -> Double {") { w in
                        w.line("lazy.filter { $0.weight > threshold }.map(\\.weight).reduce(0, +)")
                    }
                }
            case 2:
                writer.block("extension \(name) {") { w in
                    w.block("public enum Kind\(number): String, CaseIterable, Sendable {") { w in
                        w.line("case light, regular, heavy")
                    }
                    w.block("public var kind\(number): Kind\(number) {") { w in
                        w.line("weight < 1 ? .light : weight < 10 ? .regular : .heavy")
                    }
                }
            case 3:
                writer.block("extension Dictionary where Key == String, Value == [\(name)] {") { w in
                    w.block("public func heaviest\(number)() -> [String: \(name)] {") { w in
                        w.line("compactMapValues { values in values.max() }")
                    }
                }
            case 4:
                writer.block("extension Optional where Wrapped == \(name) {") { w in
                    w.line("public var label\(number): String { self?.label ?? \"–\" }")
                }
            default:
                writer.block("extension \(name) {") { w in
                    w.block("public func scaled\(number)<T: BinaryFloatingPoint>(by factor: T) -> \(name) {") { w in
                        w.line("\(name)(id: id, label: \"\\(label)×\\(Double(factor))\", weight: weight * Double(factor))")
                    }
                }
            }
            writer.line()
        }
    }
}
