import KumikiTesting
import Testing

@Suite("LineDiff")
struct LineDiffTests {
    @Test("identical texts produce no change")
    func identical() {
        let diff = LineDiff(expected: "a\nb", actual: "a\nb")
        #expect(diff.isEmpty)
        #expect(diff.description == "  a\n  b")
    }

    @Test("changed, added and removed lines are marked, shared lines kept in place")
    func changes() {
        let diff = LineDiff(expected: "a\nb\nc\nd", actual: "a\nB\nc\nd\ne")
        #expect(!diff.isEmpty)
        #expect(diff.lines == [.same("a"), .removed("b"), .added("B"), .same("c"), .same("d"), .added("e")])
        #expect(diff.description == "  a\n- b\n+ B\n  c\n  d\n+ e")
    }

    @Test("a text diffed against an empty one is all additions")
    func fromEmpty() {
        #expect(LineDiff(expected: "", actual: "x").lines == [.removed(""), .added("x")])
    }
}
