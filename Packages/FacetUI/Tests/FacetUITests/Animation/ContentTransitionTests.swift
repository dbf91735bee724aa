import FacetTestSupport
import Foundation
import Observation
import Testing

@_spi(Testing) @testable import FacetUI
@_spi(Backend) @_spi(Inspection) @_spi(Testing) @testable import FacetUICore

@Observable @MainActor private final class Score {
    var value = 9
}

/// Shows the content transition its environment holds, and a number.
private struct Counter: View {
    let score: Score
    @Environment(\.contentTransition) private var transition
    var body: some View {
        Text("\(score.value) \(transition == .identity ? "identity" : "other")")
    }
}

@MainActor @Suite struct ContentTransitionTests {
    @Test func theKindsCompareAsSwiftUIs() {
        #expect(ContentTransition.numericText() == .numericText(countsDown: false))
        #expect(ContentTransition.numericText(countsDown: true) != .numericText())
        #expect(ContentTransition.numericText(value: 1) != .numericText(value: 2))
        #expect(ContentTransition.opacity != .interpolate)
        #expect(EnvironmentValues().contentTransition == .identity)
        #expect(!EnvironmentValues().contentTransitionAddsDrawingGroup)
    }

    @Test func theModifierSetsTheEnvironmentOfItsContent() {
        let score = Score()
        let host = HeadlessHost(
            VStack {
                Counter(score: score).contentTransition(.numericText())
                Counter(score: score)
            }, width: 20, height: 2)
        #expect(host.texts == ["9 other", "9 identity"])
    }

    @Test func theBackendsShowTheNewContentAtOnce() {
        let score = Score()
        let host = TerminalHost(
            Counter(score: score).contentTransition(.numericText(value: 9)), width: 12, height: 1)
        withAnimation(.linear(duration: 1)) { score.value = 10 }
        host.flush()
        #expect(host.screen.contains("10 other"), "documented: no digit roll, the new text is drawn")
    }
}
