import FacetGTKSnapshots
import FacetInspector
import FacetUI
import Foundation
import Testing

extension Trait where Self == ConditionTrait {
    /// Runs a suite only where GTK can open a display; elsewhere the reason is printed.
    static var imageSnapshotsAvailable: Self {
        .enabled("image snapshots need GTK 4 and a display: run them under `xvfb-run -a`") {
            await MainActor.run {
                guard let reason = SnapshotImage.unavailableReason else { return true }
                FileHandle.standardError.write(Data("FacetGTKSnapshots tests skipped: \(reason)\n".utf8))
                return false
            }
        }
    }
}

/// A folder of its own for one test's references, removed afterwards.
private struct TemporaryFolder: ~Copyable {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("facet-image-snapshots-\(UUID().uuidString)").path

    func contents() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// A solid square of `color` on the window's background.
private struct Swatch: View {
    let color: Color
    var body: some View {
        color.frame(width: 20, height: 20)
    }
}

@MainActor @Suite(.imageSnapshotsAvailable) struct ImageSnapshotTests {
    @Test func aViewIsDrawnByGTKAtTheGivenSize() throws {
        let image = try SnapshotImage.render(Swatch(color: .red), width: 60, height: 40)
        #expect(image.width == 60 && image.height == 40)
        let centre = (20 * 60 + 30) * 4
        #expect(Array(image.rgba[centre..<centre + 4]) == [255, 59, 48, 255])
        #expect(Array(image.rgba[0..<4]) != [255, 59, 48, 255], "the corner is outside the swatch")
    }

    @Test func pngRoundTrips() throws {
        let image = SnapshotImage(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 128])
        let data = image.pngData()
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(SnapshotImage(pngData: data) == image)
        #expect(SnapshotImage(pngData: Data("not a png".utf8)) == nil)
    }

    @Test func aMatchingImagePassesAndAChangedOneFailsWithADiffImage() throws {
        let folder = TemporaryFolder()
        let strategy = Snapshotting<Swatch, SnapshotImage>.image(width: 40, height: 30)
        let recorded = verifySnapshot(
            of: Swatch(color: .blue), as: strategy, named: "swatch", snapshotDirectory: folder.path,
            testName: "swatch()")
        #expect(recorded?.hasPrefix("No reference snapshot was found") == true)
        #expect(
            verifySnapshot(
                of: Swatch(color: .blue), as: strategy, named: "swatch", snapshotDirectory: folder.path,
                testName: "swatch()") == nil)
        let message = verifySnapshot(
            of: Swatch(color: .green), as: strategy, named: "swatch", snapshotDirectory: folder.path,
            testName: "swatch()")
        #expect(
            message == """
                Snapshot does not match the reference \(folder.path)/swatch.swatch.png.
                Actual: \(folder.path)/swatch.swatch.actual.png
                Diff: \(folder.path)/swatch.swatch.diff.png
                400 of 1200 pixels (33.33%) differ by more than ΔE 2.3, the most by ΔE 145.1 at (10, 5); 0 may.
                If the new output is right, re-record it with record: true or FACET_RECORD_SNAPSHOTS=1.
                """)
        #expect(
            folder.contents() == ["swatch.swatch.actual.png", "swatch.swatch.diff.png", "swatch.swatch.png"])
        let diff = try #require(
            SnapshotImage(
                pngData: try Data(contentsOf: URL(fileURLWithPath: "\(folder.path)/swatch.swatch.diff.png"))))
        let centre = (15 * 40 + 20) * 4
        #expect(Array(diff.rgba[centre..<centre + 4]) == [255, 0, 0, 255])
        // A precision below the share that differs lets it pass, and removes what the failure left.
        #expect(
            verifySnapshot(
                of: Swatch(color: .green), as: .image(width: 40, height: 30, precision: 0.6), named: "swatch",
                snapshotDirectory: folder.path, testName: "swatch()") == nil)
        #expect(folder.contents() == ["swatch.swatch.png"])
    }

    @Test func imagesOfAnotherSizeDoNotMatch() {
        let small = SnapshotImage(width: 1, height: 1, rgba: [0, 0, 0, 255])
        let large = SnapshotImage(width: 2, height: 1, rgba: [0, 0, 0, 255, 0, 0, 0, 255])
        #expect(
            Diffing<SnapshotImage>.image().diff(small, large)?.message
                == "The image is 2 × 1 pixels; the reference is 1 × 1.")
    }

    @Test func aTinyColourChangeIsWithinThePixelTolerance() {
        let reference = SnapshotImage(width: 1, height: 1, rgba: [100, 100, 100, 255])
        let close = SnapshotImage(width: 1, height: 1, rgba: [101, 100, 100, 255])
        let far = SnapshotImage(width: 1, height: 1, rgba: [120, 100, 100, 255])
        #expect(Diffing<SnapshotImage>.image().diff(reference, close) == nil)
        #expect(Diffing<SnapshotImage>.image().diff(reference, far) != nil)
        #expect(Diffing<SnapshotImage>.image(pixelTolerance: 20).diff(reference, far) == nil)
    }
}
