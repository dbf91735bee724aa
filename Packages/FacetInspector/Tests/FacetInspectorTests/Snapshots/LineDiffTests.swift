import FacetInspector
import Foundation
import Testing

@MainActor @Suite struct LineDiffTests {
    private func diff(_ reference: String, _ actual: String) -> String? {
        Diffing<String>.lines.diff(reference, actual)?.message
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(diff("a\nb", "a\nb") == nil)
    }

    @Test func aLineChangedInPlaceHasItsColumnsMarked() {
        #expect(
            diff("Title\nCount: 0\n[ Add ]", "Title\nCount: 10\n[ Add ]") == """
                --- reference
                +++ actual
                @@ -1,3 +1,3 @@
                 Title
                -Count: 0
                +Count: 10
                ?       ^^
                 [ Add ]
                """)
    }

    @Test func addedAndRemovedLinesAreListedWithoutMarks() {
        #expect(
            diff("a\nb\nc", "a\nc\nd") == """
                --- reference
                +++ actual
                @@ -1,3 +1,3 @@
                 a
                -b
                 c
                +d
                """)
        #expect(
            diff("a", "") == """
                --- reference
                +++ actual
                @@ -1,1 +1,1 @@
                -a
                +
                """)
    }

    @Test func distantChangesAreSeparateHunksWithOneLineOfContext() {
        let reference = (1...9).map { "line \($0)" }.joined(separator: "\n")
        let actual = reference.replacingOccurrences(of: "line 2", with: "line two")
            .replacingOccurrences(of: "line 8", with: "line 8!")
        #expect(
            diff(reference, actual) == """
                --- reference
                +++ actual
                @@ -1,3 +1,3 @@
                 line 1
                -line 2
                +line two
                ?     ^^^
                 line 3
                @@ -7,3 +7,3 @@
                 line 7
                -line 8
                +line 8!
                ?      ^
                 line 9
                """)
    }

    @Test func filesEndWithANewlineThatTheTextDoesNotHave() {
        let lines = Diffing<String>.lines
        #expect(lines.toData("a\nb") == Data("a\nb\n".utf8))
        #expect(lines.fromData(Data("a\nb\n".utf8)) == "a\nb")
        #expect(lines.fromData(lines.toData("a\n")) == "a\n")
        #expect(lines.fromData(Data([0xFF, 0xFE])) == nil)
    }
}
