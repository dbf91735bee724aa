import Foundation
import TestSupport
import Testing

// In `DemoInTmuxTests` (serialized: every tmux test shares one tmux server).
extension DemoInTmuxTests {
    /// The tip calculator (Demos/facet-tips, SwiftUI code with only its import changed): the
    /// amount is a currency `TextField(value:format:)` parsed on Return, the tip a segmented
    /// `Picker`, the party size a `Stepper`, and the totals follow each change.
    @Test(
        .enabled(
            if: Tmux.isInstalled, "tmux is not installed (CI installs it): the end-to-end test is skipped"))
    func theTipCalculatorComputesTheTotals() async throws {
        let binary = try #require(
            Tmux.builtProgram("facet-tips"), "facet-tips is not built; run `swift build` first")
        let config = try AppConfiguration()
        defer { config.remove() }
        // US English from LANG (Foundation alone would format for `en_001`: "US$0.00").
        let tmux = try config.launch(binary, run: 1, height: 20, locale: "en_US.UTF-8")
        defer { tmux.kill() }
        let start = try await tmux.waitForScreen { $0.contains("Tips") && $0.contains("Amount per person") }
        #expect(start.contains("2 people") && start.contains(" 20% "))
        #expect(start.contains("$0.00") && !start.contains("US$"), "\(start)")

        try tmux.send("Tab")  // the amount field, its "$0.00" selected: typing replaces it
        try tmux.type("100")
        try tmux.send("Enter")
        let typed = try await tmux.waitForScreen { $0.contains("120.00") && $0.contains("60.00") }
        #expect(typed.contains("100.00"))
        #expect(typed.contains("[ Done ]"), "the toolbar shows Done while the amount is focused")

        try tmux.send("Tab")  // the stepper: Done goes away with the focus
        try tmux.send("Tab")  // the tip picker
        try tmux.send("Right")  // 25%
        let tipped = try await tmux.waitForScreen { $0.contains("125.00") && $0.contains("62.50") }
        #expect(!tipped.contains("[ Done ]"))

        let lines = tipped.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = try #require(lines.firstIndex { $0.contains("2 people") })
        let plus = try #require(lines[row].range(of: "[+]"))
        try tmux.click(x: lines[row].distance(from: lines[row].startIndex, to: plus.lowerBound) + 1, y: row)
        let three = try await tmux.waitForScreen { $0.contains("3 people") }
        #expect(three.contains("41.67"))

        try await tmux.quit()
    }

    /// The expenses list (Demos/facet-expenses): an `@Observable` store of `Codable` items
    /// saved as JSON in `UserDefaults.standard`, a sheet to add one, `onDelete` and an
    /// `EditButton` in the toolbar. What one run adds or deletes is there at the next run; a
    /// corrupt store gives a warning and an empty list.
    @Test(
        .enabled(
            if: Tmux.isInstalled, "tmux is not installed (CI installs it): the end-to-end test is skipped"))
    func expensesAreAddedDeletedAndKeptBetweenLaunches() async throws {
        let binary = try #require(
            Tmux.builtProgram("facet-expenses"), "facet-expenses is not built; run `swift build` first")
        let config = try AppConfiguration()
        defer { config.remove() }

        let first = try config.launch(binary, run: 1, height: 20)
        defer { first.kill() }
        let empty = try await first.waitForScreen { $0.contains("Expenses") && $0.contains("[ Edit ]") }
        try first.click(at: "[ + ]", in: empty)
        let sheet = try await first.waitForScreen { $0.contains("Add new expense") }
        #expect(sheet.contains("[ Cancel ]") && sheet.contains("[ Save ]"))
        try first.send("Tab")  // from Cancel (focused with the sheet) to the name; Save is disabled
        try first.type("Lunch")
        try first.send("Tab")  // the type picker
        try first.send("Tab")  // the amount, selected
        try first.type("12.5")
        try first.send("Enter")
        let filled = try await first.waitForScreen { $0.contains("12.50") }
        try first.click(at: "[ Save ]", in: filled)
        let added = try await first.waitForScreen { !$0.contains("Add new expense") && $0.contains("Lunch") }
        #expect(added.contains("Personal") && added.contains("12.50"))
        try await first.quit()
        #expect(FileManager.default.fileExists(atPath: config.storePath("facet-expenses")))

        let second = try config.launch(binary, run: 2, height: 20)
        defer { second.kill() }
        let kept = try await second.waitForScreen { $0.contains("Expenses") && $0.contains("Lunch") }
        #expect(kept.contains("12.50"), "the expense survived the restart")
        try second.send("Tab")  // Edit
        try second.send("Enter")
        _ = try await second.waitForScreen { $0.contains("[ Done ]") }
        try second.send("Tab")  // +
        try second.send("Tab")  // the list, its first row highlighted
        try second.send("DC")  // Delete: onDelete
        _ = try await second.waitForScreen { !$0.contains("Lunch") }
        try await second.quit()

        let third = try config.launch(binary, run: 3, height: 20)
        defer { third.kill() }
        let deleted = try await third.waitForScreen { $0.contains("Expenses") && $0.contains("[ Edit ]") }
        #expect(!deleted.contains("Lunch"), "the deletion survived the restart")
        try await third.quit()

        // A store that is not a property list: a warning, the file kept aside, no expenses.
        try Data("not a property list {".utf8).write(
            to: URL(fileURLWithPath: config.storePath("facet-expenses")))
        let fourth = try config.launch(binary, run: 4, height: 20, errorsTo: config.errorsPath)
        defer { fourth.kill() }
        _ = try await fourth.waitForScreen { $0.contains("Expenses") && $0.contains("[ Edit ]") }
        try await fourth.quit()
        let errors = try String(contentsOfFile: config.errorsPath, encoding: .utf8)
        #expect(errors.contains("[Facet] warning: the preferences file"), "\(errors)")
        #expect(errors.contains("is not a property list"))
        #expect(FileManager.default.fileExists(atPath: config.storePath("facet-expenses") + ".unreadable"))
    }

    /// The settings screen (Demos/facet-settings): `@AppStorage` text, toggles, slider and
    /// picker keep their values between launches, and the reset (a confirmation dialog, whose
    /// first button has the focus) brings back the defaults.
    @Test(
        .enabled(
            if: Tmux.isInstalled, "tmux is not installed (CI installs it): the end-to-end test is skipped"))
    func settingsAreKeptBetweenLaunchesAndReset() async throws {
        let binary = try #require(
            Tmux.builtProgram("facet-settings"), "facet-settings is not built; run `swift build` first")
        let config = try AppConfiguration()
        defer { config.remove() }

        let first = try config.launch(binary, run: 1, height: 26)
        defer { first.kill() }
        let defaults = try await first.waitForScreen { $0.contains("Settings") && $0.contains("Anonymous") }
        #expect(switchOf("Notifications", in: defaults) == "━━●" && fontSize(in: defaults) == "14")
        try first.send("Tab")  // the user name, selected
        try first.type("Ada")
        try first.send("Tab")  // Notifications
        try first.send("Space")
        _ = try await first.waitForScreen { switchOf("Notifications", in: $0) == "○━━" }
        try first.send("Tab")  // Sounds is disabled: the reminder
        try first.send("Tab")  // the theme
        try first.send("Tab")  // the font size slider
        try first.send("Right")
        try first.send("Right")
        let changed = try await first.waitForScreen { fontSize(in: $0) == "16" }
        #expect(changed.contains("Ada"))
        try await first.quit()

        let second = try config.launch(binary, run: 2, height: 26)
        defer { second.kill() }
        let kept = try await second.waitForScreen { $0.contains("Settings") && $0.contains("Font size") }
        #expect(kept.contains("Ada") && !kept.contains("Anonymous"))
        #expect(switchOf("Notifications", in: kept) == "○━━" && fontSize(in: kept) == "16")
        try second.click(at: "[ Reset All Settings ]", in: kept)
        _ = try await second.waitForScreen { $0.contains("Reset all settings?") }
        try second.send("Enter")  // "Reset"
        let reset = try await second.waitForScreen {
            $0.contains("Anonymous") && !$0.contains("Reset all settings?")
        }
        #expect(switchOf("Notifications", in: reset) == "━━●" && fontSize(in: reset) == "14")
        try await second.quit()

        let third = try config.launch(binary, run: 3, height: 26)
        defer { third.kill() }
        let again = try await third.waitForScreen { $0.contains("Settings") && $0.contains("Font size") }
        #expect(again.contains("Anonymous") && fontSize(in: again) == "14")
        try await third.quit()
    }
}

/// The switch on the row of the toggle labelled `label`, when it is drawn at the row's
/// trailing edge (its last word, more than one cell after the label), as SwiftUI draws it.
private func switchOf(_ label: String, in screen: String) -> String? {
    let row = screen.split(separator: "\n").first {
        $0.contains(label) && ($0.contains("━━●") || $0.contains("○━━"))
    }
    guard let row, !row.contains(label + " ━━●"), !row.contains(label + " ○━━") else { return nil }
    return row.split(separator: " ").last.map(String.init)
}

/// The value shown on the "Font size" line of the settings screen.
private func fontSize(in screen: String) -> String? {
    screen.split(separator: "\n").first { $0.hasPrefix("Font size") }
        .flatMap { $0.split(separator: " ").last.map(String.init) }
}

/// A configuration directory of a test's own (`XDG_CONFIG_HOME`, where Foundation keeps
/// `UserDefaults.standard` on Linux), so that no test touches the user's real one.
struct AppConfiguration {
    let directory: String

    init() throws {
        directory =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("facet-e2e-config-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    /// The `UserDefaults.standard` file of `program`.
    func storePath(_ program: String) -> String { directory + "/" + program + ".plist" }

    /// Where a run's standard error goes when asked.
    var errorsPath: String { directory + "/errors.txt" }

    /// Runs `binary` with this directory in a 60-column tmux session of its own (`run` tells
    /// the runs of a test apart), its standard error going to `errors` when given, and with
    /// `LANG` set to `locale` (and the other locale variables cleared) when given.
    func launch(
        _ binary: String, run: Int, height: Int, errorsTo errors: String? = nil, locale: String? = nil
    ) throws -> Tmux {
        let name = URL(fileURLWithPath: binary).lastPathComponent
        let tmux = Tmux(session: "facet-e2e-\(name)-\(run)-\(getpid())")
        let language = locale.map { "LC_ALL= LC_NUMERIC= LANG='\($0)' " } ?? ""
        try tmux.start(
            "\(language)XDG_CONFIG_HOME='\(directory)' \(binary)\(errors.map { " 2>'\($0)'" } ?? ""); echo EXIT=$?; sleep 30",
            width: 60, height: height)
        return tmux
    }

    func remove() { try? FileManager.default.removeItem(atPath: directory) }
}

extension Tmux {
    /// Ends the program with Ctrl-C and expects it to exit with status 0 (the command shows
    /// it with `echo EXIT=$?`).
    func quit() async throws {
        try send("C-c")
        let screen = try await waitForScreen { $0.contains("EXIT=") }
        #expect(screen.contains("EXIT=0"), "\(screen)")
    }

    /// Clicks the middle of the first occurrence of `text` on `screen`.
    func click(at text: String, in screen: String) throws {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = try #require(
            lines.firstIndex { $0.contains(text) }, "\(text) is not on the screen:\n\(screen)")
        let range = try #require(lines[row].range(of: text))
        let column = lines[row].distance(from: lines[row].startIndex, to: range.lowerBound)
        try click(x: column + text.count / 2, y: row)
    }
}
