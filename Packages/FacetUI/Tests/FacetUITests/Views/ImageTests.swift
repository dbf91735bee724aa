import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

@MainActor @Suite struct ImageTests {
    @Test func systemImageIsOneCellInTheForegroundColour() {
        let host = HeadlessHost(Image(systemName: "star.fill").foregroundStyle(.yellow), width: 5, height: 1)
        #expect(host.dump == "Image (2, 0, 1, 1)")
        #expect(
            host.widgets(kind: "Image").first?.content as? ImageContent
                == ImageContent(systemName: "star.fill", color: .yellow))
    }

    @Test func newSymbolUpdatesTheWidget() {
        struct Star: View {
            @State var filled = false
            var body: some View {
                VStack {
                    Image(systemName: filled ? "star.fill" : "star")
                    Button("Fill") { filled = true }
                }
            }
        }
        let host = HeadlessHost(Star())
        host.widgets(kind: "Button").first?.send(.activate)
        let counters = host.flush()
        #expect((host.widgets(kind: "Image").first?.content as? ImageContent)?.systemName == "star.fill")
        #expect(counters.widgetsUpdated == 1)
        #expect(counters.widgetsCreated == 0)
    }
}
