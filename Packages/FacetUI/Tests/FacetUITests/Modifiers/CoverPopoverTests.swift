import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

private struct CoverHost: View {
    @State var covering = false
    @State var dismissals = 0
    var body: some View {
        Button("Cover \(dismissals)") { covering = true }
            .fullScreenCover(isPresented: $covering, onDismiss: { dismissals += 1 }) {
                CoverContent()
            }
    }
}

private struct CoverContent: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Close") { dismiss() } }
}

private struct Tag: Identifiable {
    let id: String
}

private struct PopoverHost: View {
    @State var showing = true
    @State var tag: Tag? = nil
    var body: some View {
        VStack {
            Button("Info") { showing = true }
                .popover(isPresented: $showing, arrowEdge: .bottom) { Text("Version 2") }
            Button("Tag") { tag = Tag(id: "red") }
                .popover(item: $tag) { Text("Tag \($0.id)") }
        }
    }
}

@MainActor @Suite struct CoverPopoverTests {
    @Test func aFullScreenCoverFillsTheWholeWindowAndRunsOnDismiss() throws {
        let host = HeadlessHost(CoverHost(), width: 40, height: 10)
        host.send(.activate, toText: "Cover 0")
        host.flush()
        #expect((try host.content(ModalContent.self, kind: "Modal")).presentation == .fullScreenCover)
        #expect((try host.widget(kind: "Modal")).absoluteFrame == rect(0, 0, 40, 10))
        host.send(.activate, toText: "Close")
        host.flush()
        #expect(host.widgets(kind: "Modal").isEmpty)
        #expect(host.backend.widget(text: "Cover 1") != nil)
    }

    @Test func aPopoverTakesItsIdealSizeCentredAndEscapeClosesIt() throws {
        let host = HeadlessHost(PopoverHost(), width: 40, height: 10)
        host.flush()
        #expect((try host.content(ModalContent.self, kind: "Modal")).presentation == .popover)
        // "Version 2" inside a one-cell border, centred.
        #expect((try host.widget(kind: "Modal")).absoluteFrame == rect(15, 4, 11, 3))
        #expect(host.frame(of: "Version 2") == rect(16, 5, 9, 1))
        try host.widget(kind: "Modal").send(.dismiss)
        host.flush()
        #expect(host.widgets(kind: "Modal").isEmpty)
        host.send(.activate, toText: "Tag")
        host.flush()
        #expect(host.backend.widget(text: "Tag red") != nil)
    }

    @Test func theTerminalDrawsAPopoverInABorderedBox() throws {
        let host = TerminalHost(PopoverHost(), width: 40, height: 10)
        host.graph.flush()
        host.backend.screen.render()
        let lines = host.screen.components(separatedBy: "\n")
        #expect(lines[4] == "               ╭─────────╮")
        #expect(lines[5] == "               │Version 2│")
        host.type("\u{1B}")
        #expect(!host.screen.contains("Version 2"))
    }
}
