import Foundation
import TestSupport
import Testing

/// Runs the demo app in a real terminal (tmux): types keys with `send-keys`, reads the screen
/// with `capture-pane`, quits with Ctrl-C and checks the terminal was restored.
@Suite(.serialized) struct DemoInTmuxTests {
    @Test(
        .enabled(
            if: Tmux.isInstalled, "tmux is not installed (CI installs it): the end-to-end test is skipped"))
    func demoIsUsableFromTheKeyboard() async throws {
        let binary = try #require(Tmux.demoBinary, "facet-demo is not built; run `swift build` first")
        let tmux = Tmux(session: "facet-e2e-\(getpid())")
        defer { tmux.kill() }
        // After the app ends, show its exit status and the terminal's echo/icanon flags.
        try tmux.start(
            "\(binary); echo EXIT=$?; stty -a | tr ' ;' '\\n\\n' | grep -x -e echo -e icanon; echo DONE; sleep 30",
            width: 60, height: 16)

        let first = try await tmux.waitForScreen { $0.contains("Facet demo") && $0.contains("remaining") }
        #expect(first.contains("[ ] Write the layout engine"))
        #expect(first.contains("3 of 3 remaining"))

        try tmux.send("Tab")  // the tab bar
        try tmux.send("Tab")  // the first task's checkbox
        try tmux.send("Space")
        let toggled = try await tmux.waitForScreen { $0.contains("2 of 3 remaining") }
        #expect(toggled.contains("[x] Write the layout engine"))

        try tmux.send("C-c")
        let after = try await tmux.waitForScreen { $0.contains("EXIT=") && $0.contains("DONE") }
        #expect(after.contains("EXIT=0"))
        #expect(after.split(separator: "\n").contains("echo"))
        #expect(!after.contains("Facet demo"))  // the alternate screen was left
    }

    @Test(
        .enabled(
            if: Tmux.isInstalled, "tmux is not installed (CI installs it): the end-to-end test is skipped"))
    func formAndNavigationWorkWithTheMouseAndKeyboard() async throws {
        let binary = try #require(Tmux.demoBinary, "facet-demo is not built; run `swift build` first")
        let tmux = Tmux(session: "facet-e2e-nav-\(getpid())")
        defer { tmux.kill() }
        try tmux.start(binary, width: 70, height: 20)
        _ = try await tmux.waitForScreen { $0.contains("Facet demo") }

        try tmux.click(x: 9, y: 0)  // the "Form" tab (the click focuses the tab bar)
        _ = try await tmux.waitForScreen { $0.contains("Type a name above") }
        try tmux.send("Tab")  // the name field
        try tmux.type("Ada")
        let form = try await tmux.waitForScreen { $0.contains("Hello, Ada!") }
        #expect(form.contains("Copies: 1"))

        try tmux.click(x: 16, y: 0)  // the "About" tab
        let about = try await tmux.waitForScreen { $0.contains("About Facet") && $0.contains("Layout") }
        #expect(about.contains("Graph"))
        try tmux.send("Tab")
        try tmux.send("Tab")  // the second link, "Layout"
        try tmux.send("Enter")
        let detail = try await tmux.waitForScreen { $0.contains("SwiftUI's algorithm") }
        #expect(detail.contains("‹ Back"))
    }

    @Test(
        .enabled(
            if: Tmux.isInstalled, "tmux is not installed (CI installs it): the end-to-end test is skipped"))
    func aTenThousandRowListScrollsWithKeysAndTheWheel() async throws {
        let binary = try #require(Tmux.demoBinary, "facet-demo is not built; run `swift build` first")
        let tmux = Tmux(session: "facet-e2e-rows-\(getpid())")
        defer { tmux.kill() }
        try tmux.start(binary, width: 60, height: 16)
        let first = try await tmux.waitForScreen { $0.contains("Facet demo") }
        let tabs = try #require(first.split(separator: "\n").first.map(String.init))
        let column = try #require(tabs.range(of: "Rows")).lowerBound.utf16Offset(in: tabs)
        try tmux.click(x: column + 1, y: 0)  // the "Rows" tab
        let top = try await tmux.waitForScreen { $0.contains("Picked: none") && $0.contains("Row 0") }
        #expect(Self.rows(top).prefix(3) == [0, 1, 2])

        try tmux.send("Tab")  // the list
        try tmux.send("End")
        let end = try await tmux.waitForScreen { Self.rows($0).last == 9_999 }
        #expect(!Self.rows(end).contains(0))
        try tmux.send("Enter")
        _ = try await tmux.waitForScreen { $0.contains("Picked: row 9999") }
        // Page Up moves the highlight a page up (to the top row here), then past it.
        try tmux.send("PageUp")
        try tmux.send("PageUp")
        let paged = try await tmux.waitForScreen { (Self.rows($0).first ?? .max) < 9_987 }
        #expect(!Self.rows(paged).contains(9_999))
        #expect(Self.rows(paged).allSatisfy { $0 > 9_950 })

        // The wheel scrolls the list under the pointer: three lines a notch.
        try tmux.send("Home")
        _ = try await tmux.waitForScreen { Self.rows($0).first == 0 }
        for _ in 0..<10 { try tmux.type("\u{1B}[<65;10;8M") }  // wheel down over the list
        let wheeled = try await tmux.waitForScreen { Self.rows($0).first == 30 }
        #expect(Self.rows(wheeled) == Array(30..<(30 + Self.rows(wheeled).count)))
        for _ in 0..<4 { try tmux.type("\u{1B}[<64;10;8M") }  // and back up
        _ = try await tmux.waitForScreen { Self.rows($0).first == 18 }
        try tmux.send("C-c")
    }

    @Test(
        .enabled(
            if: Tmux.isInstalled, "tmux is not installed (CI installs it): the end-to-end test is skipped"))
    func aMouseDragMovesTheKnobOfADragGestureSlider() async throws {
        let binary = try #require(Tmux.demoBinary, "facet-demo is not built; run `swift build` first")
        let tmux = Tmux(session: "facet-e2e-drag-\(getpid())")
        defer { tmux.kill() }
        try tmux.start(binary, width: 60, height: 16)
        let first = try await tmux.waitForScreen { $0.contains("Facet demo") }
        let tabs = try #require(first.split(separator: "\n").first.map(String.init))
        let column = try #require(tabs.range(of: "Clock")).lowerBound.utf16Offset(in: tabs)
        try tmux.click(x: column + 1, y: 0)  // the "Clock" tab
        let clock = try await tmux.waitForScreen { $0.contains("Knob: 0") }
        let (x, y) = try #require(Self.knob(clock))
        #expect(
            clock.split(separator: "\n", omittingEmptySubsequences: false)[y].contains("#-------------------")
        )

        // An SGR press on the knob, drags with the button held (32), the release ten cells on.
        try tmux.type("\u{1B}[<0;\(x + 1);\(y + 1)M")
        for step in 1...5 { try tmux.type("\u{1B}[<32;\(x + 1 + 2 * step);\(y + 1)M") }
        let dragging = try await tmux.waitForScreen { $0.contains("Knob: 10") }
        #expect(Self.knob(dragging).map { $0.x } == x + 10, "the knob follows the drag")
        try tmux.type("\u{1B}[<0;\(x + 11);\(y + 1)m")
        // A second drag starts where the first left it: back by four cells.
        try tmux.type(
            "\u{1B}[<0;\(x + 11);\(y + 1)M\u{1B}[<32;\(x + 7);\(y + 1)M\u{1B}[<0;\(x + 7);\(y + 1)m")
        let moved = try await tmux.waitForScreen { $0.contains("Knob: 6") }
        #expect(Self.knob(moved).map { $0.x } == x + 6)
        #expect(
            moved.split(separator: "\n", omittingEmptySubsequences: false)[y].contains("------#-------------")
        )
        try tmux.send("C-c")
    }

    /// Where the knob ("#" on the line of the slider's track) is on a screen of the demo's
    /// "Clock" tab: zero-based column and row.
    static func knob(_ screen: String) -> (x: Int, y: Int)? {
        for (row, line) in screen.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard line.contains("---"), let index = line.firstIndex(of: "#") else { continue }
            return (line.distance(from: line.startIndex, to: index), row)
        }
        return nil
    }

    /// The row numbers on a screen of the demo's "Rows" tab ("Row 12" lines), top to bottom.
    static func rows(_ screen: String) -> [Int] {
        screen.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: "Row ") else { return nil }
            return Int(line[range.upperBound...].prefix { $0.isNumber })
        }
    }
}

/// A tmux server of our own, driven through the `tmux` command. Each session has a server
/// (its socket is named after the session), so that one test's `kill()` cannot end a server
/// another test, or another test run, is starting a session in.
struct Tmux {
    let session: String
    var socket: String { session }

    static var isInstalled: Bool { executable != nil }

    static var executable: String? {
        ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// The demo built by `swift build` at the repository root.
    static var demoBinary: String? { builtProgram("facet-demo") }

    /// The program `name` built by `swift build` at the repository root.
    static func builtProgram(_ name: String) -> String? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return ["debug", "release"].map { root.appendingPathComponent(".build/\($0)/\(name)").path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs a tmux command and returns its output. A command that starts the server does
    /// not capture output, which the server would otherwise keep open.
    @discardableResult
    func run(_ arguments: [String], capturing: Bool = true) throws -> String {
        try Subprocess.run(
            Tmux.executable ?? "/usr/bin/tmux", ["-L", socket] + arguments, capturing: capturing
        ).output
    }

    func start(_ command: String, width: Int, height: Int) throws {
        try run(
            [
                "new-session", "-d", "-s", session, "-x", "\(width)", "-y", "\(height)", "env",
                "TERM=xterm-256color",
                "sh", "-c", command,
            ], capturing: false)
    }

    func send(_ key: String) throws { try run(["send-keys", "-t", session, key]) }

    /// Types text literally.
    func type(_ text: String) throws { try run(["send-keys", "-t", session, "-l", text]) }

    /// Clicks the left button at a zero-based cell (an SGR mouse report, as a terminal sends).
    func click(x: Int, y: Int) throws {
        try type("\u{1B}[<0;\(x + 1);\(y + 1)M\u{1B}[<0;\(x + 1);\(y + 1)m")
    }

    func capture() throws -> String { try run(["capture-pane", "-p", "-t", session]) }

    /// Polls the screen until `condition` holds (10 s at most); returns the last screen.
    /// Sleeps without holding a thread of the shared test pool.
    func waitForScreen(_ condition: (String) -> Bool) async throws -> String {
        var screen = ""
        for _ in 0..<100 {
            screen = try capture()
            if condition(screen) { return screen }
            try await Task.sleep(nanoseconds: 100_000_000)
        }
        Issue.record("timed out waiting for the screen; last capture:\n\(screen)")
        return screen
    }

    func kill() { _ = try? run(["kill-server"]) }
}
