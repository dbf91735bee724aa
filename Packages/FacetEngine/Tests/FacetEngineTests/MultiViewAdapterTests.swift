import FacetEngine
import FacetTestSupport
import FacetUI
import Testing

/// Two texts in a custom view: one subview to a reader.
private struct Opaque: View {
    var body: some View {
        Text("x")
        Text("y")
    }
}

/// Counts the subviews a visitor sees.
private struct Counter: MultiViewVisitor {
    var count = 0
    mutating func visit<Content: View>(content: Content, context: Context, stop: inout Bool) { count += 1 }
}

@MainActor @Suite struct MultiViewAdapterTests {
    @Test func eachViewOfTheBlockIsAnElement() {
        let adapter = MultiViewAdapter {
            Text("welcome")
            ForEach(["a", "b"], id: \.self) { Text($0) }
            Text("start")
        }
        #expect(adapter.count == 3)
        let host = HeadlessHost(
            VStack(spacing: 0) {
                adapter[2]; adapter[0]
            })
        #expect(host.texts == ["start", "welcome"])
    }

    @Test func aBlockOfOneViewIsOneElement() {
        let adapter = MultiViewAdapter { Text("only") }
        #expect(adapter.count == 1)
        #expect(HeadlessHost(adapter[0]).texts == ["only"])
        #expect(HeadlessHost(adapter).texts == ["only"])
    }

    @Test func readersSeeTheBlocksSubviews() {
        let host = HeadlessHost(
            VariadicViewAdapter {
                MultiViewAdapter {
                    Text("a")
                    ForEach(["b", "c"], id: \.self) { Text($0) }
                }
                Opaque()
            } content: { source in
                Text("\(source.count) subviews")
            })
        // a, b, c, and the custom view as one.
        #expect(host.texts == ["4 subviews"])
        var counter = Counter()
        MultiViewAdapter {
            Text("a")
            Text("b")
        }
        .visit(visitor: &counter)
        #expect(counter.count == 2)
    }

    @Test func shownItLaysOutEachViewWithNoAnyView() {
        let host = HeadlessHost(
            HStack(spacing: 1) {
                MultiViewAdapter {
                    Text("a")
                    Text("b")
                }
            })
        #expect(host.dump.contains("Text \"a\" (19, 5, 1, 1)\nText \"b\" (21, 5, 1, 1)"))
        #expect(!host.contains(AnyView.self))
    }
}
