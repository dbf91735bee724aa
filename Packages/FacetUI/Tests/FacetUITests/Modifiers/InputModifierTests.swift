import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

@MainActor @Suite struct InputModifierTests {
    struct TapCounter: View {
        @State var count = 0
        var body: some View {
            Text("Taps: \(count)").onTapGesture(count: 2) { count += 1 }
        }
    }

    @Test func tapGestureRunsItsAction() {
        let host = HeadlessHost(TapCounter(), width: 21, height: 1)
        #expect(
            host.dump == """
                TapGesture (7, 0, 7, 1)
                  Text "Taps: 0" (7, 0, 7, 1)
                """)
        let area = host.widgets(kind: "TapGesture").first
        #expect(area?.content as? TapGestureContent == TapGestureContent(count: 2))
        area?.send(.activate)
        let counters = host.flush()
        #expect(host.backend.widget(text: "Taps: 1") != nil)
        #expect(counters.bodiesEvaluated == 1)
        area?.send(.focus(true))
        host.flush()
        #expect(host.backend.widget(text: "Taps: 1") != nil)
    }

    @Test func disabledTapGestureIgnoresTaps() {
        let host = HeadlessHost(TapCounter().disabled(true))
        host.widgets(kind: "TapGesture").first?.send(.activate)
        host.flush()
        #expect(host.backend.widget(text: "Taps: 0") != nil)
    }

    @Test func keyboardShortcutIsReadableFromTheNode() {
        let host = HeadlessHost(
            HStack {
                Button("OK") {}.keyboardShortcut(.defaultAction)
                Button("Save") {}.keyboardShortcut("s", modifiers: [.command, .shift])
                Button("Plain") {}
            })
        let nodes = host.backend.allWidgets.filter { $0.content.kind == "Button" }.map { widget in
            host.node { $0.widget === widget }
        }
        #expect(nodes.count == 3)
        #expect(nodes[0]?.keyboardShortcut == KeyboardShortcut(.return, modifiers: []))
        #expect(nodes[1]?.keyboardShortcut == KeyboardShortcut("s", modifiers: [.shift, .command]))
        #expect(nodes[2]?.keyboardShortcut == nil)
        #expect(KeyboardShortcut.cancelAction.key == .escape)
        #expect(KeyboardShortcut("x").modifiers == .command)
        #expect(KeyEquivalent.space.character == " ")
    }
}
