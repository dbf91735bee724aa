import FacetInspector
import FacetUI
import Foundation
import Testing

/// Rows of text from the top-leading corner of the window.
private struct Rows: View {
    let rows: [String]
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(rows, id: \.self) { Text($0) }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A folder of its own for one test's references, removed afterwards.
private struct TemporaryFolder: ~Copyable {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("facet-snapshots-\(UUID().uuidString)").path

    func contents() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    func read(_ name: String) -> String? {
        try? String(contentsOfFile: "\(path)/\(name)", encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

@MainActor @Suite struct AssertSnapshotTests {
    private let strategy = Snapshotting<Rows, String>.text(width: 10, height: 2)

    @Test func aMissingReferenceIsRecordedAndTheTestFailsOnce() {
        let folder = TemporaryFolder()
        let message = verifySnapshot(
            of: Rows(rows: ["Hello"]), as: strategy, named: "greeting", snapshotDirectory: folder.path)
        #expect(
            message
                == "No reference snapshot was found: recorded it at \(folder.path)/aMissingReferenceIsRecordedAndTheTestFailsOnce.greeting.txt. Run the test again to compare with it."
        )
        #expect(folder.read("aMissingReferenceIsRecordedAndTheTestFailsOnce.greeting.txt") == "Hello\n\n")
        let again = verifySnapshot(
            of: Rows(rows: ["Hello"]), as: strategy, named: "greeting", snapshotDirectory: folder.path)
        #expect(again == nil)
        #expect(folder.contents() == ["aMissingReferenceIsRecordedAndTheTestFailsOnce.greeting.txt"])
    }

    @Test func unnamedSnapshotsAreNumberedInTheOrderTheTestTakesThem() {
        let folder = TemporaryFolder()
        _ = verifySnapshot(
            of: Rows(rows: ["A"]), as: strategy, snapshotDirectory: folder.path, testName: "rows()")
        _ = verifySnapshot(
            of: Rows(rows: ["B"]), as: strategy, snapshotDirectory: folder.path, testName: "rows()")
        #expect(folder.contents() == ["rows.1.txt", "rows.2.txt"])
        #expect(folder.read("rows.2.txt") == "B\n\n")
    }

    @Test func aMismatchFailsWithTheDiffAndLeavesTheActualOutput() {
        let folder = TemporaryFolder()
        let reference = "\(folder.path)/table.list.txt"
        _ = verifySnapshot(
            of: Rows(rows: ["Apples 3", "Pears 1"]), as: strategy, named: "list",
            snapshotDirectory: folder.path,
            testName: "table()")
        let message = verifySnapshot(
            of: Rows(rows: ["Apples 4", "Pears 1"]), as: strategy, named: "list",
            snapshotDirectory: folder.path,
            testName: "table()")
        #expect(
            message == """
                Snapshot does not match the reference \(reference).
                Actual: \(folder.path)/table.list.actual.txt
                --- reference
                +++ actual
                @@ -1,2 +1,2 @@
                -Apples 3
                +Apples 4
                ?       ^
                 Pears 1
                If the new output is right, re-record it with record: true or FACET_RECORD_SNAPSHOTS=1.
                """)
        #expect(folder.read("table.list.txt") == "Apples 3\nPears 1\n", "the reference is left as it was")
        #expect(folder.read("table.list.actual.txt") == "Apples 4\nPears 1\n")
        // A later match removes the actual output.
        #expect(
            verifySnapshot(
                of: Rows(rows: ["Apples 3", "Pears 1"]), as: strategy, named: "list",
                snapshotDirectory: folder.path, testName: "table()") == nil)
        #expect(folder.contents() == ["table.list.txt"])
    }

    @Test func recordingWritesOverTheReferenceAndFails() {
        let folder = TemporaryFolder()
        _ = verifySnapshot(
            of: Rows(rows: ["old"]), as: strategy, named: "x", snapshotDirectory: folder.path, testName: "t()"
        )
        let message = verifySnapshot(
            of: Rows(rows: ["new"]), as: strategy, named: "x", record: true, snapshotDirectory: folder.path,
            testName: "t()")
        #expect(
            message
                == "Recorded the snapshot at \(folder.path)/t.x.txt (recording is on: record: true or FACET_RECORD_SNAPSHOTS=1). Turn recording off and run the test again to compare with it."
        )
        #expect(folder.read("t.x.txt") == "new\n\n")
        #expect(
            verifySnapshot(
                of: Rows(rows: ["new"]), as: strategy, named: "x", record: false,
                snapshotDirectory: folder.path,
                testName: "t()") == nil)
    }

    @Test func anUnreadableReferenceIsReportedAndKept() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
        try Data([0xFF, 0xFE]).write(to: URL(fileURLWithPath: "\(folder.path)/t.x.txt"))
        let message = verifySnapshot(
            of: Rows(rows: ["A"]), as: strategy, named: "x", snapshotDirectory: folder.path, testName: "t()")
        #expect(
            message
                == "The reference snapshot at \(folder.path)/t.x.txt cannot be read as .txt; re-record it with record: true or FACET_RECORD_SNAPSHOTS=1."
        )
        #expect(try Data(contentsOf: URL(fileURLWithPath: "\(folder.path)/t.x.txt")) == Data([0xFF, 0xFE]))
    }

    @Test func aSnapshotThatCannotBeTakenFailsWithTheReason() {
        let folder = TemporaryFolder()
        let message = verifySnapshot(
            of: Rows(rows: ["A"]), as: .text(width: 0, height: 2), snapshotDirectory: folder.path)
        #expect(
            message
                == "The snapshot could not be taken: A snapshot needs a size of at least 1 × 1 cells, not 0 × 2"
        )
        #expect(folder.contents().isEmpty)
    }

    @Test func aSnapshotThatCannotBeTakenHereIsSkippedWithTheReason() {
        let folder = TemporaryFolder()
        let unavailable = Snapshotting<Int, String>(pathExtension: "txt", diffing: .lines) { _ in
            throw SnapshotUnavailable(reason: "image snapshots need GTK 4 and a display: no display")
        }
        #expect(verifySnapshot(of: 1, as: unavailable, snapshotDirectory: folder.path) == nil)
        #expect(folder.contents().isEmpty, "nothing is recorded")
    }

    @Test func aFailedAssertionIsAnIssueOfTheRunningTest() {
        let folder = TemporaryFolder()
        withKnownIssue {
            assertSnapshot(of: Rows(rows: ["A"]), as: strategy, named: "x", snapshotDirectory: folder.path)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "No reference snapshot was found: recorded it at \(folder.path)/aFailedAssertionIsAnIssueOfTheRunningTest.x.txt. Run the test again to compare with it."
            ] && issue.sourceLocation?.fileName == "AssertSnapshotTests.swift"
        }
    }

    @Test func referencesAreKeptBesideTheTest() throws {
        // `__Snapshots__/AssertSnapshotTests/referencesAreKeptBesideTheTest.1.txt` and `.2.txt`.
        assertSnapshot(of: Rows(rows: ["First", "snapshot"]), as: strategy)
        let sut = try Rows(rows: ["Second"]).inspect()
        assertSnapshot(of: sut, as: .text(width: 8, height: 1))
        let bold = try Text("Bold").bold().inspect().snapshot(width: 6, height: 1)
        assertSnapshot(of: bold, as: .text(styled: true), named: "styled")
    }
}
