import Foundation
import TestSupport
import Testing

// In `DemoInTmuxTests` (serialized: every tmux test shares one tmux server).
extension DemoInTmuxTests {
    /// The demo's clock tab is a `TimelineView(.periodic(from:by: 1))`: the terminal's frame
    /// timer redraws it once a second.
    @Test(
        .enabled(
            if: Tmux.isInstalled, "tmux is not installed (CI installs it): the end-to-end test is skipped"))
    func theClockTabTicks() async throws {
        let binary = try #require(Tmux.demoBinary, "facet-demo is not built; run `swift build` first")
        let tmux = Tmux(session: "facet-e2e-clock-\(getpid())")
        defer { tmux.kill() }
        try tmux.start(binary, width: 70, height: 20)
        let start = try await tmux.waitForScreen { $0.contains("Facet demo") }
        let tabBar = try #require(start.split(separator: "\n").first.map(String.init))
        let clockTab = try #require(tabBar.range(of: "Clock"), "no Clock tab in: \(tabBar)")
        try tmux.click(x: tabBar.distance(from: tabBar.startIndex, to: clockTab.lowerBound) + 1, y: 0)
        let first = try await tmux.waitForScreen { $0.contains("Time: ") }
        let firstTime = first.split(separator: "\n").first { $0.contains("Time: ") }
        let later = try await tmux.waitForScreen { screen in
            screen.contains("Time: ")
                && screen.split(separator: "\n").first { $0.contains("Time: ") } != firstTime
        }
        #expect(later != first, "the clock did not tick:\n\(later)")
    }
}
