import Foundation
import TestSupport
import Testing

// In `DemoInTmuxTests` (serialized: every tmux test shares one tmux server).
extension DemoInTmuxTests {
    /// The quiz (Demos/facet-quiz, SwiftUI code with only its import changed) animates: an
    /// answer moves the question card out to the leading edge while the next one comes in
    /// from the trailing edge. `FACET_SLOW_ANIMATIONS=8` stretches the 0.6 s transition to
    /// 4.8 s, so that a capture lands in the middle of it.
    @Test(
        .enabled(
            if: Tmux.isInstalled, "tmux is not installed (CI installs it): the end-to-end test is skipped"))
    func theQuizAnimatesFromOneQuestionToTheNext() async throws {
        let binary = try #require(
            Tmux.builtProgram("facet-quiz"), "facet-quiz is not built; run `swift build` first")
        let tmux = Tmux(session: "facet-e2e-quiz-\(getpid())")
        defer { tmux.kill() }
        try tmux.start("FACET_SLOW_ANIMATIONS=8 \(binary)", width: 70, height: 20)
        let first = " Which property wrapper owns a view's local state?"
        let second = " What does withAnimation do?"
        let start = try await tmux.waitForScreen {
            $0.contains("Question 1 of 3") && $0.contains("[ @State ]")
        }
        let lines = start.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = try #require(lines.firstIndex { $0.contains("[ @State ]") })
        let column = try #require(lines[row].range(of: "@State")).lowerBound
        try tmux.click(x: lines[row].distance(from: lines[row].startIndex, to: column), y: row)

        try await Task.sleep(nanoseconds: 1_500_000_000)
        let middle = try tmux.capture()
        let end = try await tmux.waitForScreen { screen in
            screen.split(separator: "\n").contains { $0.hasPrefix(second) }
                && !screen.contains("property wrapper")
        }
        #expect(start.split(separator: "\n").contains { $0.hasPrefix(first) })
        #expect(middle != start && middle != end, "no frame between the two questions:\n\(middle)")
        #expect(
            !middle.split(separator: "\n").contains { $0.hasPrefix(first) || $0.hasPrefix(second) },
            "mid-way, neither card is at rest:\n\(middle)")
        #expect(middle.contains("Question 2 of 3"), "the header changed at once:\n\(middle)")
    }
}
