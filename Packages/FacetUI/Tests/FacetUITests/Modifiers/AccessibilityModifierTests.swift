import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

@MainActor @Suite struct AccessibilityModifierTests {
    @Test func attributesAreReadableFromTheNode() {
        let host = HeadlessHost(
            VStack {
                Text("x")
                    .accessibilityLabel("Close")
                    .accessibilityIdentifier("close")
                    .accessibilityHint(Text("Closes the window"))
                    .accessibilityValue("Open")
                Text("y")
            })
        let x = host.node { $0 is TextNode && ($0.view as? Text)?.string == "x" }
        #expect(x?.accessibilityLabel == "Close")
        #expect(x?.accessibilityIdentifier == "close")
        #expect(x?.accessibilityHint == "Closes the window")
        #expect(x?.accessibilityValue == "Open")
        let y = host.node { $0 is TextNode && ($0.view as? Text)?.string == "y" }
        #expect(y?.accessibilityLabel == nil)
        #expect(y?.accessibilityIdentifier == nil)
        #expect(y?.accessibilityValue == nil)
    }

    @Test func labelOverloadsAndContainers() {
        let name = "Profile"
        let host = HeadlessHost(
            VStack { Text("a") }.accessibilityLabel(name).accessibilityHint(Text(verbatim: "Opens"))
        )
        let stack = host.node { $0.stackAxis == .vertical }
        #expect(stack?.accessibilityLabel == "Profile")
        #expect(stack?.accessibilityHint == "Opens")
        // A container's label is not its children's.
        #expect(host.node { $0 is TextNode }?.accessibilityLabel == nil)
    }

    @Test func changingALabelUpdatesTheNode() {
        struct Labelled: View {
            @State var label = "Off"
            var body: some View {
                Button("Toggle") { label = "On" }.accessibilityLabel(label)
            }
        }
        let host = HeadlessHost(Labelled())
        let button = host.node(ofWidgetKind: "Button")
        #expect(button?.accessibilityLabel == "Off")
        host.widgets(kind: "Button").first?.send(.activate)
        host.flush()
        #expect(button?.accessibilityLabel == "On")
    }
}
