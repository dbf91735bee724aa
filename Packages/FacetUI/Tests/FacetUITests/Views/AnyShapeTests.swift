import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

@MainActor @Suite struct AnyShapeTests {
    @Test func anErasedShapeDrawsAsTheShapeItWraps() {
        let host = HeadlessHost(AnyShape(AnyShape(Circle())).fill(.red), width: 10, height: 4)
        #expect(host.dump == "Circle (0, 0, 10, 4)")
        let drawn = host.backend.allWidgets.first?.content as? ResolvedShape
        #expect(drawn?.fill == .red)
        #expect(
            drawn?.path
                == Circle().path(in: CGRect(x: 0, y: 0, width: 10, height: 8)).applying(
                    CGAffineTransform(scaleX: 1, y: 0.5)))
    }

    @Test func anEqualShapeIsNotDrawnAgain() {
        struct Screen: View {
            @State var taps = 0
            @State var round = false
            var body: some View {
                VStack {
                    Button("taps \(taps)") { taps += 1 }
                    Button("round") { round = true }
                    (round ? AnyShape(Capsule()) : AnyShape(Rectangle())).frame(width: 4, height: 1)
                }
            }
        }
        let host = HeadlessHost(Screen())
        host.send(.activate, toText: "taps 0")
        #expect(host.flush().widgetsUpdated == 1)  // the button's label only
        host.send(.activate, toText: "round")
        host.flush()
        #expect(host.dump.contains("Capsule"))
    }
}
