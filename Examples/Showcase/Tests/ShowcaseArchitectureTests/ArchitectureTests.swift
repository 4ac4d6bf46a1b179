import KumikiArchitectureTesting
import Testing

/// The Showcase keeps its layers: the rules of `.kumiki.yml` (the modules preset, features
/// isolated, no force unwraps) run with the other tests, and a finding shows as a failure at
/// its own file and line, in the test navigator as on the command line.
@Suite("Architecture")
struct ArchitectureTests {
    @Test("the whole app keeps the architecture's rules")
    func architecture() throws {
        try Architecture.check(#filePath, strict: true)
    }
}
