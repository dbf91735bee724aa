import CGTK
import FacetGTK
import FacetTestSupport
import FacetUI
import Foundation
import Testing

extension Trait where Self == ConditionTrait {
    /// Runs a suite only where GTK can open a display; elsewhere the reason is printed and
    /// the suite is skipped.
    static var gtkAvailable: Self {
        .enabled("GTK tests need GTK 4 and a display: run them under `xvfb-run -a`") {
            await MainActor.run {
                // AT-SPI accessibility needs a session bus, which test machines lack (GTK would
                // warn); GTK's test backend needs none and keeps each widget's accessible
                // attributes, which the accessibility tests read back ("none" drops them).
                setenv("GTK_A11Y", "test", 1)
                // GSK's GL renderer (Mesa's software GL under Xvfb) was seen to render one
                // test's window with a previous window's cached textures; the cairo renderer
                // draws every pixel from the widgets, deterministically.
                setenv("GSK_RENDERER", "cairo", 0)
                guard let reason = GTK.unavailableReason else { return true }
                FileHandle.standardError.write(Data("FacetGTK tests skipped: \(reason)\n".utf8))
                return false
            }
        }
    }
}

/// A view hosted on the GTK backend, as a test uses it: the shared test host
/// (FacetTestSupport's `TestHost`) on a `GTKBackend`.
typealias GTKHost = TestHost<GTKBackend>

extension TestHost where HostBackend == GTKBackend {
    /// Hosts `view` in a GTK window of `size`, with keyboard shortcuts on; GTK handles its
    /// pending events after each ``flush()``.
    convenience init<V: View>(_ view: V, size: CGSize = CGSize(width: 400, height: 300)) {
        self.init(
            view, backend: GTKBackend(windowSize: size), size: size, settle: { GTK.processPendingEvents() })
        backend.enableKeyboardShortcuts(for: graph)
        GTK.processPendingEvents()
    }

    /// The backing widgets whose GTK type is `typeName`.
    func widgets(_ typeName: String) -> [GTKWidget] {
        backend.allWidgets.filter { $0.typeName == typeName }
    }

    /// The one backing widget of `typeName` showing `text` (labels), or the first of that type.
    func widget(_ typeName: String, text: String? = nil) throws -> GTKWidget {
        let found = widgets(typeName).first { text == nil || $0.text == text }
        return try #require(found, "no \(typeName)\(text.map { " \"\($0)\"" } ?? "") in:\n\(backend.dump())")
    }

    /// Emits a signal with no arguments, as GTK does when the user acts.
    func emit(_ signal: String, on widget: UnsafeMutablePointer<GtkWidget>) {
        facet_signal_emit(UnsafeMutableRawPointer(widget), signal)
        flush()
    }

    /// Shows the window, applies pending updates and returns the window rendered once it has
    /// its full size (a first frame can be laid out smaller; its pixels would then be read
    /// with the wrong row length) and its pixels have stayed the same for 50 ms (a child
    /// whose allocation or drawing is still pending would otherwise be caught half done).
    func renderWindow() throws -> WidgetSnapshot {
        #expect(present(), "the window's first frame was never laid out")
        flush()
        let image = WidgetSnapshot.settled(self.backend.rootFrame, atLeast: backend.windowSize)
        return try #require(image, "the window was not drawn at its full size with settled pixels")
    }

    /// Shows the window and runs GLib until its first frame is laid out.
    func present() -> Bool {
        backend.presentWindow(title: "FacetGTK test")
        return GTK.run(until: { gtk_widget_get_width(backend.rootFrame) > 0 })
    }
}

extension Calls where Widget == GTKWidget {
    /// The GTK type names of the widgets received, in order.
    var typeNames: [String] { widgets.map(\.typeName) }
}

/// The repository's `Tests/Artifacts/`, where screenshots worth looking at are left.
let repositoryArtifacts: URL = {
    let root = URL(fileURLWithPath: #filePath)
    let repository = (0..<6).reduce(root) { url, _ in url.deletingLastPathComponent() }
    let directory = repository.appendingPathComponent("Tests/Artifacts")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}()

/// Saves the host's window as `Tests/Artifacts/<name>.png` and returns its pixels.
@MainActor
func screenshot(_ host: GTKHost, name: String) throws -> WidgetSnapshot {
    let snapshot = try host.renderWindow()
    try snapshot.savePNG(to: repositoryArtifacts.appendingPathComponent("\(name).png").path)
    return snapshot
}
