import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

/// Places each subview below and to the right of the previous one.
private struct Diagonal: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(.zero) { size, view in
            let s = view.sizeThatFits(.unspecified)
            return CGSize(width: size.width + s.width, height: size.height + s.height)
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var point = bounds.origin
        for view in subviews {
            let s = view.sizeThatFits(.unspecified)
            view.place(at: point, proposal: .unspecified)
            point.x += s.width
            point.y += s.height
        }
    }
}

@MainActor @Suite struct LayoutViewTests {
    @Test func stackLayoutsAsViews() {
        let host = HeadlessHost(
            HStackLayout(spacing: 2) {
                Text("A")
                Text("B")
            }, width: 10, height: 1)
        #expect(host.frame(of: "A") == rect(3, 0, 1, 1))
        #expect(host.frame(of: "B") == rect(6, 0, 1, 1))
    }

    @Test func customLayoutAsAView() {
        let host = HeadlessHost(
            Diagonal {
                Text("A")
                Text("BB")
            }, width: 11, height: 4)
        #expect(
            host.dump == """
                Text "A" (4, 1, 1, 1)
                Text "BB" (5, 2, 2, 1)
                """)
    }

    @Test func anyLayoutWrapsAStack() {
        let host = HeadlessHost(
            AnyLayout(VStackLayout()) {
                Text("A")
                Text("B")
            }, width: 11, height: 2)
        #expect(host.frame(of: "A") == rect(5, 0, 1, 1))
        #expect(host.frame(of: "B") == rect(5, 1, 1, 1))
        let spaced = HeadlessHost(
            AnyLayout(HStackLayout()) {
                Text("L")
                Spacer()
                Text("R")
            }, width: 10, height: 1)
        #expect(spaced.frame(of: "L") == rect(0, 0, 1, 1))
        #expect(spaced.frame(of: "R") == rect(9, 0, 1, 1))
        let custom = HeadlessHost(
            AnyLayout(AnyLayout(Diagonal())) {
                Text("A"); Text("BB")
            }, width: 11, height: 4)
        #expect(custom.frame(of: "BB") == rect(5, 2, 2, 1))
    }

    @Test func switchingAnyLayoutKeepsTheSubviews() {
        struct Switcher: View {
            @State var wide = true
            var body: some View {
                let layout = wide ? AnyLayout(HStackLayout(spacing: 1)) : AnyLayout(VStackLayout(spacing: 0))
                VStack(alignment: .leading, spacing: 0) {
                    Button("Flip") { wide.toggle() }
                    layout {
                        Text("A")
                        Text("B")
                    }
                }
            }
        }
        let host = HeadlessHost(Switcher(), width: 8, height: 3)
        // Two lines centred in three: the content starts on the second.
        #expect(host.frame(of: "A") == rect(0, 2, 1, 1))
        #expect(host.frame(of: "B") == rect(2, 2, 1, 1))
        host.widgets(kind: "Button").first?.send(.activate)
        let counters = host.flush()
        #expect(host.frame(of: "A") == rect(0, 1, 1, 1))
        #expect(host.frame(of: "B") == rect(0, 2, 1, 1))
        #expect(counters.widgetsCreated == 0)
        #expect(counters.widgetsRemoved == 0)
    }
}
