import Foundation
import TestSupport
import Testing

/// The three everyday apps (SwiftUI code with only their imports changed) open as GTK windows
/// with `FACET_BACKEND=gtk` and draw their first frame; each saves it as a PNG in
/// `Tests/Artifacts` to look at.
@Suite struct EverydayAppsInGTKTests {
    @Test(
        .enabled(
            if: DemoInGTKTests.display != nil,
            "no display: the GTK apps test runs under `xvfb-run -a` (CI does)"),
        arguments: ["facet-tips", "facet-expenses", "facet-settings"])
    func theAppOpensAsAGTKWindow(_ program: String) throws {
        let binary = try #require(
            Tmux.builtProgram(program), "\(program) is not built; run `swift build` first")
        let config = try AppConfiguration()
        defer { config.remove() }
        if program == "facet-expenses" {
            // A store from an earlier run, read as the window opens.
            let items = Data(
                #"[{"id":"\#(UUID().uuidString)","name":"Lunch","type":"Personal","amount":12.5}]"#.utf8)
            let plist = try PropertyListSerialization.data(
                fromPropertyList: ["Items": items], format: .xml, options: 0)
            try plist.write(to: URL(fileURLWithPath: config.storePath(program)))
        }
        let png = try DemoInGTKTests.artifact(named: "gtk-\(program).png")
        guard
            let data = try DemoInGTKTests.firstFrame(
                of: binary, savedTo: png, environment: ["XDG_CONFIG_HOME": config.directory])
        else { return }
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // A window with only its header bar compresses to about 5 kB (the expenses list with
        // one row, to 7.5 kB).
        #expect(data.count > 6_000, "\(program)'s window has more than its header bar")
    }
}
