import Foundation
import KumikiMigration
import Testing
import ToolsTestSupport

@Suite("kumiki migrate observable: pipelines on a class's own properties become didSet, timing kept")
struct SelfSubscriptionTests {
    static let settings = """
        import Combine
        import Foundation

        @MainActor
        final class SettingsViewModel: ObservableObject {
            @Published var notifies = false
            @Published var volume = 0
            @Published var name = ""
            private let store: SettingsStore
            private var cancellables = Set<AnyCancellable>()

            init(store: SettingsStore) {
                self.store = store
                load()
                $notifies.dropFirst().sink { [weak self] value in
                    self?.store.notifies = value
                }.store(in: &cancellables)
                $volume.dropFirst().removeDuplicates().sink { [weak self] value in self?.store.volume = value }.store(in: &cancellables)
                $name
                    .sink { [weak self] in
                        guard let self else { return }
                        store.log.append($0)
                    }
                    .store(in: &cancellables)
            }

            private func load() {
                notifies = store.notifies
                volume = store.volume
            }
        }

        final class SettingsStore {
            var notifies = false
            var volume = 0
            var log: [String] = []
        }

        """

    @Test("sinks after an initial load become didSet behind a flag set where they subscribed; without dropFirst the body also runs there; the cancellables go")
    func settings() throws {
        let project = try MigrationProject(["SettingsViewModel.swift": Self.settings])
        let plan = try project.migrate()
        #expect(plan.migratedClasses == ["SettingsViewModel"])
        #expect(plan.refusals.isEmpty)
        #expect(try project.text("SettingsViewModel.swift") == """
            import Combine
            import Foundation
            import Observation

            @MainActor
            @Observable
            final class SettingsViewModel {
                var notifies = false {
                    didSet {
                        guard isObserving else { return }
                        self.store.notifies = notifies
                    }
                }
                var volume = 0 {
                    didSet {
                        guard isObserving, oldValue != volume else { return }
                        self.store.volume = volume
                    }
                }
                var name = "" {
                    didSet {
                        guard isObserving else { return }
                        store.log.append(name)
                    }
                }
                @ObservationIgnored private let store: SettingsStore
                @ObservationIgnored private var isObserving = false

                init(store: SettingsStore) {
                    self.store = store
                    load()
                    isObserving = true
                    store.log.append(name)
                }

                private func load() {
                    notifies = store.notifies
                    volume = store.volume
                }
            }

            final class SettingsStore {
                var notifies = false
                var volume = 0
                var log: [String] = []
            }

            """)
        // A second run has nothing left to do.
        #expect(try project.plan().files.isEmpty)
    }

    @Test("a subscription at the end of the only initializer, after nothing but the first assignment, needs no flag; one kept in a property goes with it")
    func endOfInitializer() throws {
        let project = try MigrationProject(["Counter.swift": """
            import Combine

            final class Counter: ObservableObject {
                @Published var count: Int
                let store: Store
                private var subscription: AnyCancellable?

                init(store: Store) {
                    self.store = store
                    count = store.initial
                    subscription = $count.dropFirst().sink { [unowned self] in store.saved.append($0) }
                }
            }

            final class Store {
                var initial = 1
                var saved: [Int] = []
            }

            """])
        try project.migrate()
        #expect(try project.text("Counter.swift").contains("""
                var count: Int {
                    didSet {
                        store.saved.append(count)
                    }
                }
                @ObservationIgnored let store: Store

                init(store: Store) {
                    self.store = store
                    count = store.initial
                }
            """))
    }

    @Test("a subscription made in a private method the initializer calls once sets the flag there; the property's own didSet runs after the pipeline's")
    func inMethodAndExistingObserver() throws {
        let project = try MigrationProject(["Titled.swift": """
            import Combine

            final class Titled: ObservableObject {
                @Published var title = "" {
                    didSet { print("title", title) }
                }
                let store: Store
                private var cancellables = Set<AnyCancellable>()

                init(store: Store) {
                    self.store = store
                    bind()
                }

                private func bind() {
                    self.$title.removeDuplicates().dropFirst().sink(receiveValue: { [weak self] _ in self?.store.saved.append(-1) }).store(in: &cancellables)
                }
            }

            final class Store {
                var saved: [Int] = []
            }

            """])
        try project.migrate()
        let text = try project.text("Titled.swift")
        #expect(text.contains("""
                var title = "" {
                    didSet {
                        if isObserving, oldValue != title {
                            self.store.saved.append(-1)
                        }
                        print("title", title) }
                }
            """), "\(text)")
        #expect(text.contains("    private func bind() {\n        isObserving = true\n    }\n"), "\(text)")
        #expect(!text.contains("cancellables"))
    }

    @Test("what didSet cannot keep is refused with its reason, and the file stays as it was", arguments: [
        ("$count.receive(on: DispatchQueue.main).sink { [weak self] in self?.store.saved.append($0) }.store(in: &cancellables)", "`.receive` in the pipeline"),
        ("$count.debounce(for: 0.3, scheduler: DispatchQueue.main).sink { [weak self] in self?.store.saved.append($0) }.store(in: &cancellables)", "`.debounce` in the pipeline"),
        ("$count.map { $0 * 2 }.sink { [weak self] in self?.store.saved.append($0) }.store(in: &cancellables)", "`.map` in the pipeline"),
        ("$count.map { $0 * 2 }.assign(to: &$doubled)", "`.map` in the pipeline"),
        ("$count.dropFirst(2).sink { [weak self] in self?.store.saved.append($0) }.store(in: &cancellables)", "only dropFirst() and removeDuplicates() without arguments"),
        ("$count.sink(receiveCompletion: { _ in }, receiveValue: { [weak self] in self?.store.saved.append($0) }).store(in: &cancellables)", "something other than one closure"),
        ("$count.sink { [weak self] value in self?.store.saved.append(value - (self?.count ?? 0)) }.store(in: &cancellables)", "uses the weakly captured self as a value"),
        ("$count.sink { [weak self] value in guard let self else { return }; store.saved.append(value + count) }.store(in: &cancellables)", "reads count itself"),
        ("$count.sink { [weak self] value in guard let self else { return }; record() }.store(in: &cancellables)", "reads count through record"),
        ("let kept = $count.sink { [weak self] in self?.store.saved.append($0) }\n        _ = kept", "not kept in the class's own cancellables"),
        ("$count.sink { [weak self] in self?.store.saved.append($0) }.store(in: &cancellables)\n        cancellables.removeAll()", "also used here"),
        ("DispatchQueue.main.async { self.$count.sink { [weak self] in self?.store.saved.append($0) }.store(in: &self.cancellables) }", "inside a closure"),
        ("for _ in 0..<2 { $count.sink { [weak self] in self?.store.saved.append($0) }.store(in: &cancellables) }", "inside a loop"),
        ("$count.sink { [weak self, store] in store.saved.append($0); _ = self }.store(in: &cancellables)", "captures `store`"),
    ])
    func refused(statement: String, reason: String) throws {
        let source = """
            import Combine
            import Foundation

            final class Counter: ObservableObject {
                @Published var count = 0
                @Published var doubled = 0
                let store = Store()
                private var cancellables = Set<AnyCancellable>()

                init() {
                    \(statement)
                }

                private func record() {
                    store.saved.append(count)
                }
            }

            final class Store {
                var saved: [Int] = []
            }

            """
        try expectRefused(source, reason: reason)
    }

    @Test("a subscription in a method called more than once, or from outside an initializer, is refused: each call subscribed again")
    func methodCalledTwice() throws {
        let source = """
            import Combine

            final class Counter: ObservableObject {
                @Published var count = 0
                var saved: [Int] = []
                private var cancellables = Set<AnyCancellable>()

                init() {
                    bind()
                }

                func reload() {
                    bind()
                }

                private func bind() {
                    $count.sink { [weak self] in self?.saved.append($0) }.store(in: &cancellables)
                }
            }

            """
        try expectRefused(source, reason: "in bind(), which does not run once from an initializer: bind() is called from init() at Counter.swift:9 and also from reload() at Counter.swift:13, and each call would subscribe again")
    }

    /// `Counter` in `source` is refused for a pipeline on its own property, with `reason` in its
    /// refusal, and the file is left exactly as it was.
    private func expectRefused(_ source: String, reason: String) throws {
        let project = try MigrationProject(["Counter.swift": source])
        let plan = try project.migrate()
        let reasons = plan.refusals.filter { $0.className == "Counter" }.map(\.reason)
        #expect(reasons.contains { $0.contains(reason) && $0.contains("publisher of the class's own property") }, "\(reasons)")
        #expect(!plan.migratedClasses.contains("Counter"))
        #expect(try project.text("Counter.swift") == source)
    }

    /// Two ViewModels that load in `init` through a method, one subscribing after the load and one
    /// before it, migrated and then run: what a `@Published` sink did (Combine delivers a value when
    /// it is set, after the subscription, less the first with `dropFirst()`) is what `didSet` does.
    @Test("timing, compiled and run: an assignment in a method init calls reaches the body only when the original subscribed before it")
    func timingRuns() throws {
        // The three differ only in where the initializer subscribes and which operator it uses.
        func model(_ name: String, _ initializer: String) -> String {
            """
            final class \(name): ObservableObject {
                @Published var count = 0
                let store: Store
                private var cancellables = Set<AnyCancellable>()

                init(store: Store) {
                    self.store = store
            \(initializer)
                }

                private func load() { count = store.initial }
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
            + model("SubscribesAfterLoad", "        load()\n        \(sink)")
            + model("SubscribesBeforeLoad", "        \(sink)\n        load()")
            + model("WithoutDropFirst", "        load()\n        \(sink.replacingOccurrences(of: "dropFirst()", with: "removeDuplicates()"))")
        let project = try MigrationProject(["Models.swift": source])
        let plan = try project.migrate()
        #expect(plan.migratedClasses == ["SubscribesAfterLoad", "SubscribesBeforeLoad", "WithoutDropFirst"])
        let migrated = try project.text("Models.swift").replacingOccurrences(of: "import Combine\n", with: "")
        let main = """
            let after = Store(), before = Store(), once = Store()
            let a = SubscribesAfterLoad(store: after)
            let b = SubscribesBeforeLoad(store: before)
            let c = WithoutDropFirst(store: once)
            a.count = 7; b.count = 7; c.count = 5; c.count = 6
            print(after.saved, before.saved, once.saved)
            """
        let output = try SwiftProgram.run(files: ["Models.swift": migrated, "main.swift": main])
        // After the load: only the later 7. Before it: the load's 5, then 7. Without dropFirst:
        // the value at subscription, then 6 (the repeated 5 removed as a duplicate).
        #expect(output == "[7] [5, 7] [5, 6]\n")
    }
}
