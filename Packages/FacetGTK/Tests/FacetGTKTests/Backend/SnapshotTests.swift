import CGTK
import FacetGTK
import FacetTestSupport
import FacetUI
import Foundation
import Testing

/// Where tests leave files worth looking at (screenshots): `.build/test-artifacts`.
let artifactsDirectory: URL = {
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    let directory = package.appendingPathComponent(".build/test-artifacts")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}()

@MainActor @Suite(.gtkAvailable)
struct SnapshotTests {
    @Test func theWindowRendersToAPNG() throws {
        let host = GTKHost(SampleForm(form: FormModel()), size: CGSize(width: 360, height: 320))
        let snapshot = try host.renderWindow()
        #expect(snapshot.width == 360 && snapshot.height == 320)
        #expect(snapshot.distinctColorCount > 10, "the window rendered blank")
        let path = artifactsDirectory.appendingPathComponent("sample-form.png").path
        try snapshot.savePNG(to: path)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func aWidgetWithoutSizeCannotBeRendered() {
        let label = gtk_label_new("x")!
        g_object_ref_sink(UnsafeMutableRawPointer(label))
        defer { g_object_unref(UnsafeMutableRawPointer(label)) }
        #expect(throws: WidgetSnapshot.Failure.notLaidOut) { try WidgetSnapshot(of: label) }
    }
}
