import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

@MainActor @Suite struct RenderingModifierTests {
    @Test func hiddenKeepsItsSpaceInAHiddenContainer() {
        let host = HeadlessHost(
            HStack {
                Text("A")
                Text("B").hidden()
                Text("C")
            }, width: 21, height: 1)
        #expect(
            host.dump == """
                Text "A" (8, 0, 1, 1)
                Container (10, 0, 1, 1)
                  Text "B" (10, 0, 1, 1)
                Text "C" (12, 0, 1, 1)
                """)
        #expect(
            host.widgets(kind: "Container").first?.content as? ContainerContent
                == ContainerContent(isHidden: true)
        )
    }

    @Test func opacityIsAContainerProperty() {
        let faded = HeadlessHost(Text("Hi").opacity(0.5), width: 10, height: 1)
        #expect(
            faded.widgets(kind: "Container").first?.content as? ContainerContent
                == ContainerContent(opacity: 0.5))
        #expect(faded.frame(of: "Hi") == rect(4, 0, 2, 1))
        // The value is kept as written (inspection reads it); drawing treats it as 1.
        let over = HeadlessHost(Text("Hi").opacity(3))
        #expect((over.widgets(kind: "Container").first?.content as? ContainerContent)?.opacity == 3)
        #expect(TerminalHost(Text("Hi").opacity(3), width: 2, height: 1).screen == "Hi")
    }

    @Test func changingOpacityUpdatesTheContainerOnly() {
        struct Fader: View {
            @State var opacity = 1.0
            var body: some View {
                VStack {
                    Text("Fade").opacity(opacity)
                    Button("Dim") { opacity = 0.25 }
                }
            }
        }
        let host = HeadlessHost(Fader())
        host.widgets(kind: "Button").first?.send(.activate)
        let counters = host.flush()
        #expect((host.widgets(kind: "Container").first?.content as? ContainerContent)?.opacity == 0.25)
        #expect(counters.widgetsUpdated == 1)
        #expect(counters.framesChanged == 0)
    }
}
