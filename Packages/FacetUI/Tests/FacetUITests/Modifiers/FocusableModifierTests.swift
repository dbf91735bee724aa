import FacetTerminal
import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

private struct Swatches: View {
    @FocusState var isFocused: Bool
    var body: some View {
        VStack {
            Button("First") {}
            Text("Off").focusable(false)
            Text("Swatch").focusable().focused($isFocused)
            Text(isFocused ? "swatch focused" : "swatch idle")
        }
    }
}

@available(*, deprecated)
private struct Reporting: View {
    @State var events: [Bool] = []
    var body: some View {
        VStack {
            Text("Area").focusable(true) { events.append($0) }
            Button("Other") {}
            Text(events.map { $0 ? "in" : "out" }.joined(separator: " "))
        }
    }
}

@MainActor @Suite struct FocusableModifierTests {
    @Test func aFocusableViewTakesFocusInTheTraversal() throws {
        let host = TerminalHost(Swatches(), width: 20, height: 4)
        host.type("\t")
        #expect(host.screen.contains("swatch idle"))
        // The view that is not focusable is skipped.
        host.type("\t")
        #expect(host.screen.contains("swatch focused"))
        #expect(
            host.backend.tree.focusedWidget?.first { $0 is LabelWidget }.map { ($0 as? LabelWidget)?.text }
                == "Swatch")
        // A focused area is drawn in inverse video.
        let swatch = try #require(host.position(of: "Swatch"))
        #expect(host.buffer[swatch.x, swatch.y].style.inverse)
        host.type("\t")
        #expect(host.screen.contains("swatch idle"))
    }

    @available(*, deprecated)
    @Test func onFocusChangeRunsWhenTheAreaGainsAndLosesFocus() throws {
        let host = TerminalHost(Reporting(), width: 20, height: 3)
        host.type("\t\t")
        #expect(host.screen.contains("in out"))
    }

    @Test func theInteractionsAndTheWidget() throws {
        #expect(FocusInteractions.automatic == [.activate, .edit])
        let host = HeadlessHost(Text("x").focusable(interactions: .edit).disabled(true))
        #expect(
            try host.content(FocusableContent.self, kind: "Focusable")
                == FocusableContent(isFocusable: true, isEnabled: false))
    }
}
