import KumikiSourceFiles
import Testing

@Suite struct UnifiedDiffTests {
    @Test func showsEachChangeWithThreeLinesOfContext() {
        let before = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"
        var lines = (1...20).map { "line \($0)" }
        lines.insert("added", at: 10)
        lines.remove(at: 1)
        let diff = UnifiedDiff(path: "Package.swift", before: before, after: lines.joined(separator: "\n") + "\n")
        #expect(diff.added == 1)
        #expect(diff.removed == 1)
        #expect(diff.text == """
            --- a/Package.swift
            +++ b/Package.swift
            @@ -1,5 +1,4 @@
             line 1
            -line 2
             line 3
             line 4
             line 5
            @@ -8,6 +7,7 @@
             line 8
             line 9
             line 10
            +added
             line 11
             line 12
             line 13

            """)
    }

    @Test func isEmptyForTheSameText() {
        #expect(UnifiedDiff(path: "a", before: "x\ny\n", after: "x\ny\n").text.isEmpty)
    }
}
