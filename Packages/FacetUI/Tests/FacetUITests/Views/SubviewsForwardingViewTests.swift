import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

/// Two views, seen by readers as two subviews.
private struct Pair<A: View, B: View>: SubviewsForwardingView {
    var first: A
    var second: B
    var forwardedContent: any View { TupleView((first, second)) }
    var body: some View {
        first
        second
    }
}

/// Two views, seen by readers as one subview.
private struct OpaquePair<A: View, B: View>: View {
    var first: A
    var second: B
    var body: some View {
        first
        second
    }
}

@MainActor @Suite struct SubviewsForwardingViewTests {
    @Test func readersSeeTheForwardedContentsSubviews() {
        let forwarding = SubviewsCollection(
            subviewsOf: Pair(first: Text("a").tag(1), second: Text("b")))
        let opaque = SubviewsCollection(subviewsOf: OpaquePair(first: Text("a"), second: Text("b")))
        #expect(forwarding.count == 2)
        #expect(forwarding.first?.containerValues.tag(for: Int.self) == 1)
        #expect(opaque.count == 1)
    }

    @Test func theForwardingViewIsShownAsUsual() {
        let host = HeadlessHost(
            VStack(spacing: 0) {
                Group(subviews: Pair(first: Text("a"), second: Text("b"))) { subviews in
                    Text("\(subviews.count)")
                }
                Pair(first: Text("c"), second: Text("d"))
            })
        #expect(
            host.backend.allWidgets.compactMap { ($0.content as? ResolvedText)?.string } == ["2", "c", "d"])
    }
}
