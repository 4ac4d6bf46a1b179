import ArgumentParser
import Foundation
import KumikiMocks

/// `kumiki mocks`.
struct Mocks: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mocks",
        abstract: "Generates Sourcery-compatible mocks for protocols marked // kumiki:mockable or inheriting AutoMockable.",
        discussion: """
        Every protocol marked `// kumiki:mockable` (or `// sourcery: AutoMockable`), or inheriting a protocol \
        named AutoMockable, gets a `<Name>Mock` class with Sourcery's AutoMockable API: …CallsCount, …Called, \
        …ReceivedArguments, …ReceivedInvocations, …ReturnValue, …Closure, …ThrowableError, underlying… . \
        Requirements inherited from protocols anywhere in the given paths are included; a parent another module declares \
        is read from that module's sources: --dependencies, else the .build/checkouts of the package the output file or \
        the paths are in. A method the protocol \
        implements in an extension runs that implementation (calling back into the mock) until the test sets its \
        …Closure or …ReturnValue; a property it implements there gives that value until the test sets one. Associated types make a generic mock, or, when static requirements need one \
        type, type aliases: the mark names them, `// kumiki:mockable(typealias: Element = Int; Failure = Never)`, \
        else a same-type requirement, the default or `Any` does. Public mocks import their modules publicly; the file \
        also imports what the protocols' files import, under the same #if and access level. A protocol that cannot get \
        a mock that compiles is refused with its reason (Tools/README lists the refusals). The output is the same \
        for the same input. Exit status: 0; 1 when --check finds the file stale, or when an input does not parse or a \
        protocol is refused (the other mocks are still written); 2 for usage or I/O errors.
        """
    )

    @Argument(help: "Swift files or folders to read.")
    var paths: [String]

    @Option(help: "The file to write.")
    var output: String

    @Flag(help: "Write nothing; exit 1 if the output file is missing or differs from what would be generated.")
    var check = false

    @Option(help: "Modules the generated file imports (comma-separated or repeated).")
    var imports: [String] = []

    @Option(help: "Modules the generated file imports with @testable (comma-separated or repeated).")
    var testableImports: [String] = []

    @Option(
        help: ArgumentHelp(
            "Other modules' sources, read only for the protocols the mocked ones refine (comma-separated or repeated).",
            discussion: "Default: the .build/checkouts of the package the output file is in, or the paths are in."
        )
    )
    var dependencies: [String] = []

    func run() throws {
        let dependencies = Self.modules(dependencies)
        let generator = MockGenerator(
            imports: Self.modules(imports), testableImports: Self.modules(testableImports),
            dependencies: dependencies.isEmpty ? MockGenerator.resolvedCheckouts(near: [output] + paths) : dependencies)
        let result = try orExit2 { () throws(MockGenerationError) in try generator.generate(paths: paths) }
        for diagnostic in result.diagnostics {
            FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
        }
        let existing = FileManager.default.contents(atPath: output).map { String(decoding: $0, as: UTF8.self) }
        if existing == result.source {
            print("\(output) is up to date (\(result.mockNames.count) mocks)")
        } else if check {
            FileHandle.standardError.write(Data("error: \(output) is \(existing == nil ? "missing" : "stale"); run kumiki mocks without --check to generate it\n".utf8))
            throw ExitCode(1)
        } else {
            let url = URL(fileURLWithPath: output)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(result.source.utf8).write(to: url, options: .atomic)
            } catch {
                FileHandle.standardError.write(Data("error: cannot write \(output): \(error.localizedDescription)\n".utf8))
                throw ExitCode(2)
            }
            print("wrote \(result.mockNames.count) mocks to \(output)")
        }
        if result.diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }

    /// `["A,B", "C"]` as `["A", "B", "C"]`.
    static func modules(_ values: [String]) -> [String] {
        values.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
