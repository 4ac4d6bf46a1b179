import Foundation
import Testing

/// The SwiftUI stand-in must reject what Apple's SDK rejects, or compiling the Showcase's
/// views against it proves nothing. Each case is a classic mistake, type-checked by `swiftc`
/// against the built stand-in exactly as the views are, and must fail with the diagnostic
/// Apple's toolchain gives; a correct view using the same features must compile, so a
/// broken stand-in cannot pass by rejecting everything.
@Suite("The SwiftUI stand-in rejects what the SDK rejects")
struct StandInRejectionTests {
    @Test("a correct view using the same features compiles")
    func correctViewCompiles() throws {
        let result = try typeCheck("""
            import SwiftUI

            final class Counter: ObservableObject {
                @Published var count = 0
            }
            struct Row: Identifiable {
                let id: Int
            }
            struct CountField: View {
                @Binding var value: Int
                var body: some View { Text("\\(value)") }
            }
            struct Screen: View {
                @StateObject private var counter = Counter()
                let rows: [Row]
                let flag: Bool
                var body: some View {
                    VStack {
                        ForEach(rows) { Text("\\($0.id)") }
                        ForEach(["a", "b"], id: \\.self) { Text($0) }
                        CountField(value: $counter.count)
                        if flag { Text("a") } else { Image(systemName: "x") }
                    }
                }
            }
            """)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test("@StateObject on a class that is not an ObservableObject")
    func stateObjectNeedsObservableObject() throws {
        let result = try typeCheck("""
            import SwiftUI

            final class Counter {
                var count = 0
            }
            struct Screen: View {
                @StateObject private var counter = Counter()
                var body: some View { Text("\\(counter.count)") }
            }
            """)
        #expect(result.status != 0)
        #expect(result.output.contains("requires that 'Counter' conform to 'ObservableObject'"), "\(result.output)")
    }

    @Test("ForEach over elements that are not Identifiable, without id:")
    func forEachNeedsIdentifiableOrID() throws {
        let result = try typeCheck("""
            import SwiftUI

            struct Row {
                let name: String
            }
            struct Screen: View {
                let rows: [Row]
                var body: some View { List { ForEach(rows) { Text($0.name) } } }
            }
            """)
        #expect(result.status != 0)
        #expect(result.output.contains("requires that 'Row' conform to 'Identifiable'"), "\(result.output)")
    }

    @Test("a Binding to a let property")
    func bindingNeedsAWritableProperty() throws {
        let result = try typeCheck("""
            import SwiftUI

            final class Model: ObservableObject {
                let name = "fixed"
            }
            struct Field: View {
                @Binding var text: String
                var body: some View { Text(text) }
            }
            struct Screen: View {
                @ObservedObject var model: Model
                var body: some View { Field(text: $model.name) }
            }
            """)
        #expect(result.status != 0)
        #expect(result.output.contains("'name' is a 'let' constant"), "\(result.output)")
    }

    @Test("a some View body returning two unrelated types without a builder")
    func opaqueBodyNeedsOneType() throws {
        let result = try typeCheck("""
            import SwiftUI

            struct Screen: View {
                let flag: Bool
                var body: some View {
                    if flag {
                        return Text("a")
                    } else {
                        return Image(systemName: "x")
                    }
                }
            }
            """)
        #expect(result.status != 0)
        #expect(result.output.contains("do not have matching underlying types"), "\(result.output)")
    }

    // MARK: Type-checking a snippet against the built stand-ins

    private struct Result {
        let status: Int32
        let output: String
    }

    /// Where SwiftPM put the modules: the folder holding this test bundle.
    private var buildFolder: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }

    private func typeCheck(_ source: String) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stand-in-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Snippet.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)

        let build = buildFolder
        let modules = build.appendingPathComponent("Modules")
        try #require(FileManager.default.fileExists(atPath: modules.appendingPathComponent("AppleSwiftUI.swiftmodule").path),
                     "AppleSwiftUI is not built next to the tests in \(build.path)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swiftc", "-typecheck", "-swift-version", "6",
            "-module-alias", "SwiftUI=AppleSwiftUI", "-module-alias", "UIKit=AppleUIKit", "-module-alias", "Combine=AppleCombine",
            "-I", modules.path,
            "-Xcc", "-fmodule-map-file=" + build.appendingPathComponent("COpenCombineHelpers.build/module.modulemap").path,
            file.path,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
    }
}
