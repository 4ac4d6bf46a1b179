import Foundation
import Testing
@testable import KumikiCheck

/// The shapes where a type name looked up without its scope made findings that are not there
/// (Fixtures/precision): each fixture's findings are listed in full, so a false one or a missed
/// one fails, and every line a fixture marks `// finding` must be among them.
@Suite("Precision: references resolved as Swift resolves them")
struct PrecisionTests {
    @Test("a nested type beside another layer's top-level type of its name: qualified, in an extension, in a key path; the file-scope use is found")
    func nestedTypes() throws {
        try expectFindings(of: "nested-types", [
            "dependency-cycle@App/Repositories/CountriesRepository.swift:10",
            "layer-dependency@App/Repositories/CountriesRepository.swift:10",
            "layer-dependency@App/Repositories/CountriesRepository.swift:18",
        ])
    }

    @Test("Enclosing.Name and Module.Name name their own type, not another layer's top-level type of that name")
    func qualifiedNames() throws {
        try expectFindings(of: "qualified", [
            "layer-dependency@Sources/ShopDomain/Shipping.swift:1",
            "layer-dependency@Sources/ShopDomain/Shipping.swift:3",
        ])
    }

    @Test("generic parameters, associated types and local typealiases hide another layer's type of their name")
    func shadowingNames() throws {
        try expectFindings(of: "generics", ["layer-dependency@App/Domain/Tokens.swift:25"])
    }

    @Test("of two modules with a type of one name, the one the file imports is the one it names; both imported is ambiguous and not reported")
    func visibleModules() throws {
        try expectFindings(of: "visibility", [
            "layer-dependency@Sources/OrdersDomain/Orders.swift:1",
            "layer-dependency@Sources/OrdersDomain/Orders.swift:4",
            "layer-dependency@Sources/ReportDomain/Report.swift:2",
        ])
        let report = LayerReport(model: try checkFixture("precision/visibility").model)
        #expect(report.references.ambiguous.map { "\($0.path):\($0.line) \($0.name) \($0.layers ?? [])" }
            == ["Sources/ReportDomain/Report.swift:6 Product [\"Domain\", \"Feature\"]"])
        #expect(report.references.unresolved.isEmpty)
    }

    @Test("an import names the framework built for the importer's platform; a linked Objective-C library is not an unused dependency")
    func platformTargets() throws {
        try expectFindings(of: "platforms", ["unused-dependency@Shop.xcodeproj/project.pbxproj:34"])
        let graph = TargetGraph(model: try checkFixture("precision/platforms").model).graph
        #expect(graph.mermaid(violations: []).contains("App_iOS --> Framework_iOS"))
        #expect(!graph.mermaid(violations: []).contains("App_iOS --> Framework_macOS"))
    }

    @Test("an Xcode target and a package target of one name stay apart: qualified in text, memberships in JSON, and a layer may name either")
    func sameNamedTargets() throws {
        let report = LayerReport(model: try checkFixture("precision/same-name").model)
        let cart = try #require(report.files.first { $0.path == "Shop/Cart.swift" })
        #expect(cart.targets == ["Shop", "Shop"])
        #expect(cart.memberships.map { "\($0.project):\($0.target)" } == ["Package.swift:Shop", "Shop.xcodeproj:Shop"])
        #expect(cart.layer == "Core" && cart.reason == "target Package.swift:Shop")
        #expect(report.text.contains("[Package.swift › Shop, Shop.xcodeproj › Shop]"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        let files = try #require(json["files"] as? [[String: Any]])
        let memberships = try #require(files.first { $0["path"] as? String == "Shop/Cart.swift" }?["memberships"] as? [[String: String]])
        #expect(memberships == [["target": "Shop", "project": "Package.swift"], ["target": "Shop", "project": "Shop.xcodeproj"]])
    }

    @Test("kumiki layers counts the references resolved, ambiguous and unresolved, in text and JSON")
    func referenceCounts() throws {
        let report = LayerReport(model: try checkFixture("precision/nested-types").model)
        #expect(report.references.resolved > 10)
        #expect(report.references.ambiguous.isEmpty && report.references.unresolved.isEmpty)
        #expect(report.text.contains("Type references: \(report.references.resolved) resolved to the project's types, 0 ambiguous"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        let references = try #require(json["references"] as? [String: Any])
        #expect(references["resolved"] as? Int == report.references.resolved)
        #expect(references["ambiguous"] as? Int == 0 && references["unresolved"] as? Int == 0)
    }

    @Test("private and fileprivate types are their file's, internal types their module's, and a conformance's associated types hide the project's")
    func accessAndConformances() throws {
        try expectFindings(of: "access", [
            "dependency-cycle@App/Root/RootView.swift:5",
            "layer-dependency@App/Views/ProductScreen.swift:15",
        ])
        let report = LayerReport(model: try checkFixture("precision/access").model)
        #expect(report.references.ambiguous.isEmpty && report.references.unresolved.isEmpty)
    }

    @Test("another module's internal type is not what a name means; its public one is")
    func moduleAccess() throws {
        try expectFindings(of: "module-access", [
            "layer-dependency@Sources/ShopDomain/Ticker.swift:2",
            "layer-dependency@Sources/ShopDomain/Ticker.swift:6",
        ])
    }

    @Test("a cycle inside a larger group is printed as it is: every step a dependency with its first use, the last back to the first")
    func cycleSteps() throws {
        let folder = fixtures.appendingPathComponent("precision/cycle")
        let configuration = try Configuration.parse(
            String(contentsOf: folder.appendingPathComponent(".kumiki.yml"), encoding: .utf8), file: ".kumiki.yml")
        let findings = try CheckRunner(configuration: configuration, cacheDirectory: nil, baseDirectory: folder).run(paths: ["."]).diagnostics
        #expect(findings.summary == ["dependency-cycle@Alpha/Order.swift:2"])
        let cycle = try #require(findings.first)
        let steps = try #require(cycle.steps)
        #expect(steps.map { "\($0.from)→\($0.to)@\($0.location.file):\($0.location.line)" } == [
            "Alpha→Beta@Alpha/Order.swift:2", "Beta→Gamma@Beta/Cart.swift:2", "Gamma→Delta@Gamma/Price.swift:3",
            "Delta→Beta@Delta/Tax.swift:2", "Beta→Gamma@Beta/Cart.swift:2", "Gamma→Alpha@Gamma/Price.swift:2",
        ])
        #expect(zip(steps, steps.dropFirst() + steps.prefix(1)).allSatisfy { $0.to == $1.from })
        #expect(cycle.message.contains("Alpha → Beta → Gamma → Delta → Beta → Gamma → Alpha"))
        #expect(cycle.message.contains("Delta → Beta at Delta/Tax.swift:2"))
        #expect(cycle.symbol == "Alpha,Beta,Delta,Gamma")
    }

    /// Compares a fixture's findings with `expected`, and checks that every line the fixture marks
    /// `// finding` is expected.
    private func expectFindings(of fixture: String, _ expected: [String]) throws {
        let found = try checkFixture("precision/\(fixture)").findings
        #expect(found == expected)
        let folder = fixtures.appendingPathComponent("precision/\(fixture)")
        let marked = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.flatMap { path in
            try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                .enumerated().filter { $0.element.contains("// finding") }.map { "\(path):\($0.offset + 1)" }
        }
        for line in marked {
            #expect(expected.contains { $0.hasSuffix("@\(line)") }, "\(line) is marked as a finding but not expected")
        }
    }
}
