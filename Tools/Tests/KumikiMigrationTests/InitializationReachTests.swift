import Foundation
import KumikiMigration
import Testing
import ToolsTestSupport

@Suite("kumiki migrate observable: a subscription made in a chain of methods the initializer calls, followed to any depth")
struct InitializationReachTests {
    @Test("a chain of two private methods (init, loadSettings(), setupBindings()) becomes didSet behind a flag set where the pipelines were")
    func chainOfTwo() throws {
        let project = try MigrationProject(["SettingsViewModel.swift": """
            import Combine

            final class SettingsViewModel: ObservableObject {
                @Published var readerMode = false
                @Published var textSize = 1
                private let store: SettingsStore
                private var cancellables = Set<AnyCancellable>()

                init(store: SettingsStore) {
                    self.store = store
                    loadSettings()
                }

                private func loadSettings() {
                    readerMode = store.readerMode
                    textSize = store.textSize

                    // Set up observers for changes
                    setupBindings()
                }

                private func setupBindings() {
                    $readerMode
                        .dropFirst()
                        .sink { [weak self] newValue in
                            self?.store.readerMode = newValue
                        }
                        .store(in: &cancellables)

                    $textSize
                        .dropFirst()
                        .sink { [weak self] newValue in
                            self?.store.textSize = newValue
                        }
                        .store(in: &cancellables)
                }
            }

            final class SettingsStore {
                var readerMode = false
                var textSize = 1
            }

            """])
        let plan = try project.migrate()
        #expect(plan.migratedClasses == ["SettingsViewModel"])
        #expect(plan.refusals.isEmpty)
        #expect(try project.text("SettingsViewModel.swift") == """
            import Combine
            import Observation

            @Observable
            final class SettingsViewModel {
                var readerMode = false {
                    didSet {
                        guard isObserving else { return }
                        self.store.readerMode = readerMode
                    }
                }
                var textSize = 1 {
                    didSet {
                        guard isObserving else { return }
                        self.store.textSize = textSize
                    }
                }
                @ObservationIgnored private let store: SettingsStore
                @ObservationIgnored private var isObserving = false

                init(store: SettingsStore) {
                    self.store = store
                    loadSettings()
                }

                private func loadSettings() {
                    readerMode = store.readerMode
                    textSize = store.textSize

                    // Set up observers for changes
                    setupBindings()
                }

                private func setupBindings() {
                    isObserving = true
                }
            }

            final class SettingsStore {
                var readerMode = false
                var textSize = 1
            }

            """)
        #expect(try project.plan().files.isEmpty)
    }

    @Test("a chain of three (private, fileprivate, a private extension's) sets the flag in the last; an internal method named in no other file counts too")
    func chainOfThree() throws {
        let project = try MigrationProject([
            "Player.swift": """
                import Combine

                final class Player: ObservableObject {
                    @Published var volume = 0
                    var saved: [Int] = []
                    private var subscription: AnyCancellable?

                    init() {
                        start()
                    }

                    func start() {
                        volume = 3
                        connect()
                    }

                    fileprivate func connect() {
                        bind()
                    }
                }

                private extension Player {
                    func bind() {
                        subscription = $volume.removeDuplicates().sink { [unowned self] in saved.append($0) }
                    }
                }

                """,
            "Other.swift": "struct Other { let player = Player() }\n",
        ])
        let plan = try project.migrate()
        #expect(plan.migratedClasses == ["Player"])
        let text = try project.text("Player.swift")
        #expect(text.contains("""
                var volume = 0 {
                    didSet {
                        guard isObserving, oldValue != volume else { return }
                        saved.append(volume)
                    }
                }
            """), "\(text)")
        #expect(text.contains("""
                func bind() {
                    isObserving = true
                    saved.append(volume)
                }
            """), "\(text)")
        #expect(!text.contains("subscription"))
    }

    /// Models subscribing through chains of two and three methods, migrated and then run: what
    /// the `@Published` sink did is what `didSet` does, the flag set where the chain subscribed.
    @Test("timing, compiled and run: a chain subscribing after the load, one subscribing before it, one without dropFirst, one behind a condition never met")
    func timingRuns() throws {
        func model(_ name: String, _ initializer: String, _ methods: String) -> String {
            """
            final class \(name): ObservableObject {
                @Published var count = 0
                let store: Store
                private var cancellables = Set<AnyCancellable>()

                init(store: Store) {
                    self.store = store
                    \(initializer)
                }

            \(methods)
            }

            """
        }
        let sink = "$count.dropFirst().sink { [weak self] in self?.store.saved.append($0) }.store(in: &cancellables)"
        let source = """
            import Combine

            final class Store {
                var initial = 5
                var saved: [Int] = []
            }


            """
            + model("TwoAfterLoad", "loadSettings()", """
                    private func loadSettings() {
                        count = store.initial
                        setupBindings()
                    }

                    private func setupBindings() {
                        \(sink)
                    }
                """)
            + model("ThreeBeforeLoad", "start()", """
                    private func start() {
                        connect()
                        count = store.initial
                    }

                    private func connect() { bind() }

                    private func bind() {
                        \(sink)
                    }
                """)
            + model("ThreeWithoutDropFirst", "start()", """
                    private func start() {
                        count = store.initial
                        connect()
                    }

                    private func connect() { bind() }

                    private func bind() {
                        \(sink.replacingOccurrences(of: "dropFirst()", with: "removeDuplicates()"))
                    }
                """)
            + model("NeverSubscribes", "if store.initial < 0 { start() }", """
                    private func start() { bind() }

                    private func bind() {
                        \(sink)
                    }
                """)
        let project = try MigrationProject(["Models.swift": source])
        let plan = try project.migrate()
        #expect(plan.migratedClasses == ["NeverSubscribes", "ThreeBeforeLoad", "ThreeWithoutDropFirst", "TwoAfterLoad"])
        #expect(plan.refusals.isEmpty)
        let migrated = try project.text("Models.swift").replacingOccurrences(of: "import Combine\n", with: "")
        #expect(!migrated.contains("sink"))
        let main = """
            let two = Store(), three = Store(), once = Store(), never = Store()
            let a = TwoAfterLoad(store: two)
            let b = ThreeBeforeLoad(store: three)
            let c = ThreeWithoutDropFirst(store: once)
            let d = NeverSubscribes(store: never)
            a.count = 7; b.count = 7; c.count = 5; c.count = 6; d.count = 7
            print(two.saved, three.saved, once.saved, never.saved)
            """
        let output = try SwiftProgram.run(files: ["Models.swift": migrated, "main.swift": main])
        // After the load: only the later 7. Before it: the load's 5, then 7. Without dropFirst: the
        // value at subscription, then 6 (the repeated 5 removed). Never subscribed: nothing.
        #expect(output == "[7] [5, 7] [5, 6] []\n")
    }

    /// A chain `init` → `load()` → `bind()` broken somewhere; `#` in the reason stands for the line marked `// breaks`.
    struct BrokenChain: Sendable, CustomTestStringConvertible {
        var initializer = "load()"
        var access = "private"
        var member = ""
        var load = "bind()"
        let reason: String
        var testDescription: String { reason }
    }

    @Test("a chain broken by a second caller, a loop, a closure, a public method or a cycle is refused, naming the call that breaks it", arguments: [
        BrokenChain(member: "func refresh() {\n        load() // breaks\n    }",
                    reason: "load() is called from init() at Counter.swift:10 and also from refresh() at Counter.swift:#, and each call would subscribe again"),
        BrokenChain(member: "func reset() {\n        bind() // breaks\n    }",
                    reason: "bind() is called from reset() at Counter.swift:# and also from load() at Counter.swift:18, and each call would subscribe again"),
        BrokenChain(load: "for _ in 0..<2 {\n            bind() // breaks\n        }",
                    reason: "bind() is called inside a loop at Counter.swift:#, and each turn would subscribe again"),
        BrokenChain(load: "DispatchQueue.main.async {\n            self.bind() // breaks\n        }",
                    reason: "bind() is called inside a closure at Counter.swift:#, which may run at any time or more than once"),
        BrokenChain(access: "public", reason: "load() is public, so code outside the project may call it"),
        BrokenChain(initializer: "", member: "private func cycle() {\n        load()\n    }", load: "cycle() // breaks\n        bind()",
                    reason: "cycle() is called only from load() at Counter.swift:#, which cycle() itself leads to, so no initializer runs it"),
        BrokenChain(initializer: "", reason: "nothing calls load()"),
    ])
    func brokenChain(chain: BrokenChain) throws {
        let source = """
            import Combine
            import Foundation

            final class Counter: ObservableObject {
                @Published var count = 0
                var saved: [Int] = []
                private var cancellables = Set<AnyCancellable>()

                init() {
                    \(chain.initializer)
                }

                \(chain.member)

                \(chain.access) func load() {
                    \(chain.load)
                }

                private func bind() {
                    $count.sink { [weak self] in self?.saved.append($0) }.store(in: &cancellables)
                }
            }

            """
        let line = source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasSuffix("// breaks") }.map { $0 + 1 } ?? 0
        let expected = chain.reason.replacingOccurrences(of: "#", with: "\(line)")
        let reasons = try refusals(of: source)
        #expect(reasons.contains { $0.contains("subscribed in bind(), which does not run once from an initializer: \(expected);") }, "\(reasons)")
        #expect(!reasons.contains { $0.contains("other than once") })
    }

    @Test("an internal method another file names is refused with that file's line")
    func namedElsewhere() throws {
        let project = try MigrationProject([
            "Counter.swift": """
                import Combine

                final class Counter: ObservableObject {
                    @Published var count = 0
                    var saved: [Int] = []
                    private var cancellables = Set<AnyCancellable>()

                    init() {
                        bind()
                    }

                    func bind() {
                        $count.sink { [weak self] in self?.saved.append($0) }.store(in: &cancellables)
                    }
                }

                """,
            "Sources/Screen.swift": "struct Screen {\n    let counter = Counter()\n    func reload() { counter.bind() }\n}\n",
        ])
        let plan = try project.migrate()
        let reasons = plan.refusals.filter { $0.className == "Counter" }.map(\.reason)
        #expect(reasons.contains { $0.contains("subscribed in bind(), which does not run once from an initializer: bind() is not private, and bind is also named at Sources/Screen.swift:3;") },
                "\(reasons)")
    }

    /// The refusals of `Counter` in `source`, checked to leave the file as it was.
    private func refusals(of source: String) throws -> [String] {
        let project = try MigrationProject(["Counter.swift": source])
        let plan = try project.migrate()
        #expect(!plan.migratedClasses.contains("Counter"))
        #expect(try project.text("Counter.swift") == source)
        return plan.refusals.filter { $0.className == "Counter" }.map(\.reason)
    }
}
