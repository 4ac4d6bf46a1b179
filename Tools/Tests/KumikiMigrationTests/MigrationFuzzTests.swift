import Foundation
import KumikiMigration
import KumikiSourceFiles
import Testing

@Suite("kumiki migrate observable on damaged input")
struct MigrationFuzzTests {
    /// `text` damaged once: cut short, a span deleted or repeated, or a byte replaced.
    private static func damage(_ text: String, using random: inout SeededGenerator) -> String {
        var bytes = Array(text.utf8)
        guard bytes.count > 2 else { return text }
        let at = Int.random(in: 0..<bytes.count, using: &random)
        let length = Int.random(in: 1...min(40, bytes.count - at), using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0: bytes.removeSubrange(at...)
        case 1: bytes.removeSubrange(at..<(at + length))
        case 2: bytes.insert(contentsOf: bytes[at..<(at + length)], at: at)
        default: bytes[at] = Array("{}()$@:.,\n\"\\".utf8).randomElement(using: &random) ?? 0x20
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test("1,000 damaged projects: a plan or a typed error, never a crash; what is migrated, a second run leaves alone")
    func damagedProjects() throws {
        var random = SeededGenerator(seed: 1)
        var outcomes: [String: Int] = [:]
        for _ in 0..<1_000 {
            let project = try MigrationProject([
                "CartViewModel.swift": Self.damage(ObservableMigrationTests.viewModel, using: &random),
                "CartView.swift": Self.damage(ObservableMigrationTests.views, using: &random),
            ])
            defer { try? FileManager.default.removeItem(at: project.root) }
            do {
                let plan = try project.migrate()
                let again = try project.plan()
                #expect(again.files.isEmpty, "not idempotent:\n\(again.diff)")
                outcomes[plan.files.isEmpty ? "nothing to change" : "migrated", default: 0] += 1
            } catch let error as MigrationError {
                #expect(!error.description.isEmpty)
                outcomes["typed error", default: 0] += 1
            }
        }
        #expect(outcomes.values.reduce(0, +) == 1_000)
        #expect(outcomes["migrated", default: 0] > 0 && outcomes["typed error", default: 0] > 0, "\(outcomes)")
    }
}
