import Foundation
import KumikiCheck
import Testing
@testable import KumikiAdoption

/// `kumiki adopt` turns on the convention rules an app keeps, so what they find are its exceptions, and
/// leaves off the ones it does not keep, whose findings would be its style reported everywhere; the
/// project classes many of its classes inherit from are families it builds on, allowed.
@Suite("kumiki adopt: the conventions the app keeps", .serialized)
struct AdoptedConventionsTests {
    /// The layered app with ten ViewModels, each publishing `count` properties; `restricted` of them private(set).
    static func app(published count: Int, restricted: Int, extra: [String: String] = [:]) -> [String: String] {
        var files = AdoptionModelTests.layeredApp()
        for index in 0..<10 {
            var properties: [String] = []
            for property in 0..<count {
                properties.append("    @Published \(property < restricted ? "private(set) " : "")var value\(property): Int = 0")
            }
            files["Shop/Stores/Feed\(index)ViewModel.swift"] =
                "import Combine\n\nfinal class Feed\(index)ViewModel: ObservableObject {\n" + properties.joined(separator: "\n") + "\n}\n"
        }
        return files.merging(extra) { _, new in new }
    }

    @Test("a convention the app does not keep is left off, with the count that decided it; its findings are not accepted as today's")
    func conventionNotKeptIsOff() throws {
        let adopted = try Adopted(Self.app(published: 2, restricted: 0))
        #expect(adopted.configuration.severity(of: .publishedPrivateSet) == .off, "\(adopted.plan.configuration)")
        #expect(adopted.plan.configuration.contains("# 0 of 20 @Published properties keep it (0%)."))
        #expect(!adopted.plan.baseline.entries.contains { $0.rule == RuleID.publishedPrivateSet.rawValue })
        #expect(adopted.plan.summary.contains("published-private-set: off; 0 of 20 @Published properties keep it"))
        try adopted.expectInvariants()
    }

    @Test("a convention the app keeps stays on: the one property of twenty that breaks it is a finding")
    func conventionKeptStaysOn() throws {
        var files = Self.app(published: 2, restricted: 2)
        files["Shop/Stores/Feed0ViewModel.swift"] =
            "import Combine\n\nfinal class Feed0ViewModel: ObservableObject {\n    @Published private(set) var value0: Int = 0\n    @Published var value1: Int = 0\n}\n"
        let adopted = try Adopted(files)
        #expect(adopted.configuration.severity(of: .publishedPrivateSet) == .warning, "\(adopted.plan.configuration)")
        #expect(adopted.plan.baseline.entries.filter { $0.rule == RuleID.publishedPrivateSet.rawValue }.map(\.file) == ["Shop/Stores/Feed0ViewModel.swift"])
        #expect(!adopted.plan.configuration.contains("rules:"))
    }

    @Test("a project class three of the app's classes inherit from is a family it builds on, allowed; a base of one subclass is still a finding")
    func familiesAreAllowed() throws {
        var extra: [String: String] = [
            "Shop/Services/Remote.swift": "import Foundation\n\nclass Remote {\n    let session: URLSession\n    init(session: URLSession) { self.session = session }\n}\n",
            "Shop/Services/LegacyCatalog.swift": "import Foundation\n\nclass LegacyCatalog {\n    var cache: [String] = []\n    func load() {}\n}\n",
            "Shop/Services/SaleCatalog.swift": "import Foundation\n\nfinal class SaleCatalog: LegacyCatalog {\n    override func load() {}\n}\n",
        ]
        for name in ["Cart", "Order", "Review"] {
            extra["Shop/Services/\(name)Remote.swift"] = "import Foundation\n\nfinal class \(name)Remote: Remote {\n    func fetch() {}\n}\n"
        }
        let adopted = try Adopted(Self.app(published: 1, restricted: 1, extra: extra))
        #expect(adopted.configuration.list("allowed_superclasses", of: .noProjectSuperclass) == ["Remote"], "\(adopted.plan.configuration)")
        #expect(adopted.plan.configuration.contains("# Remote: 3 subclasses."))
        let superclassFindings = adopted.plan.baseline.entries.filter { $0.rule == RuleID.noProjectSuperclass.rawValue }
        #expect(superclassFindings.map(\.file) == ["Shop/Services/SaleCatalog.swift"])
        #expect(adopted.plan.summary.contains("no-project-superclass: allows the bases 3 or more of the app's classes inherit from"))
        #expect(adopted.configuration.severity(of: .publishedPrivateSet) == .warning)
    }
}
