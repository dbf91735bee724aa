import Foundation
import Testing
import XCTest

/// Compares a snapshot of `value` with its reference file and fails the running test when
/// they differ, as swift-snapshot-testing's `assertSnapshot` does: as an issue of the current
/// Swift Testing test at the caller's line, or else as an XCTest failure.
///
/// ```swift
/// @Test func counter() throws {
///     let sut = try Counter().inspect()
///     try sut.find(button: "Add").tap()
///     assertSnapshot(of: sut, as: .text(width: 20, height: 3))
/// }
/// ```
///
/// The reference is `__Snapshots__/<TestFile>/<testName>.<n>.<ext>` beside the test file
/// (`n` counting the test's unnamed snapshots from 1; `named` replaces it). A missing
/// reference is recorded and the test fails once, saying so. `record: true`, or
/// `FACET_RECORD_SNAPSHOTS=1` in the environment, records over the reference (and fails,
/// so that recording is not left on); nothing else writes it. A mismatch writes the actual
/// snapshot beside the reference (`<testName>.<n>.actual.<ext>`, with a `diff` file where
/// the format has one) and names it in the message; a later match removes them.
/// `snapshotDirectory` stores the references in another folder.
@preconcurrency @MainActor
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil, record recording: Bool? = nil, snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    guard
        let message = verifySnapshot(
            of: try value(), as: snapshotting, named: name, record: recording,
            snapshotDirectory: snapshotDirectory, file: filePath, testName: testName)
    else { return }
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(
                fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}

/// Compares a snapshot of `value` with its reference file, recording it when it is missing
/// or `record` (else `FACET_RECORD_SNAPSHOTS=1`) asks, as ``assertSnapshot(of:as:named:record:snapshotDirectory:fileID:file:testName:line:column:)``
/// does; returns the failure message, or `nil` when the snapshot matches (or cannot be taken
/// here: a strategy that throws ``SnapshotUnavailable`` skips, printing the reason).
@preconcurrency @MainActor
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil, record recording: Bool? = nil, snapshotDirectory: String? = nil,
    file filePath: StaticString = #filePath, testName: String = #function
) -> String? {
    let actual: Format
    do {
        actual = try snapshotting.snapshot(try value())
    } catch let unavailable as SnapshotUnavailable {
        FileHandle.standardError.write(Data("Snapshot skipped in \(testName): \(unavailable.reason)\n".utf8))
        return nil
    } catch {
        return "The snapshot could not be taken: \(error)"
    }
    let reference = SnapshotReference.url(
        file: "\(filePath)", testName: testName, name: name, pathExtension: snapshotting.pathExtension,
        directory: snapshotDirectory)
    let diffing = snapshotting.diffing
    let files = FileManager.default
    let leftovers = ["actual", "diff"].map {
        SnapshotReference.sibling(of: reference, suffix: "\($0).\(snapshotting.pathExtension)")
    }
    func record() -> String? {
        do {
            try files.createDirectory(
                at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
            try diffing.toData(actual).write(to: reference, options: .atomic)
        } catch {
            return "The snapshot could not be recorded at \(reference.path): \(error.localizedDescription)"
        }
        for leftover in leftovers { try? files.removeItem(at: leftover) }
        return nil
    }
    if recording ?? SnapshotReference.isRecordingFromEnvironment {
        return record()
            ?? """
            Recorded the snapshot at \(reference.path) (recording is on: record: true or \
            FACET_RECORD_SNAPSHOTS=1). Turn recording off and run the test again to compare with it.
            """
    }
    guard let data = try? Data(contentsOf: reference) else {
        return record()
            ?? "No reference snapshot was found: recorded it at \(reference.path). Run the test again to compare with it."
    }
    guard let expected = diffing.fromData(data) else {
        return """
            The reference snapshot at \(reference.path) cannot be read as .\(snapshotting.pathExtension); \
            re-record it with record: true or FACET_RECORD_SNAPSHOTS=1.
            """
    }
    guard let difference = diffing.diff(expected, actual) else {
        for leftover in leftovers { try? files.removeItem(at: leftover) }
        return nil
    }
    var written = [("Actual", leftovers[0], diffing.toData(actual))]
    for artifact in difference.artifacts {
        written.append(
            ("Diff", SnapshotReference.sibling(of: reference, suffix: artifact.suffix), artifact.data))
    }
    var lines = ["Snapshot does not match the reference \(reference.path)."]
    for (label, url, data) in written {
        do {
            try data.write(to: url, options: .atomic)
            lines.append("\(label): \(url.path)")
        } catch {
            lines.append("\(label) could not be written to \(url.path): \(error.localizedDescription)")
        }
    }
    lines.append(difference.message)
    lines.append("If the new output is right, re-record it with record: true or FACET_RECORD_SNAPSHOTS=1.")
    return lines.joined(separator: "\n")
}

/// Thrown by a snapshot strategy that cannot work on this machine (an image snapshot where
/// GTK has no display): the comparison is skipped, with the reason printed, instead of failed.
public struct SnapshotUnavailable: Error, Equatable, CustomStringConvertible {
    /// Why the snapshot cannot be taken.
    public let reason: String

    /// An unavailable snapshot, for `reason`.
    public init(reason: String) { self.reason = reason }

    public var description: String { reason }
}
