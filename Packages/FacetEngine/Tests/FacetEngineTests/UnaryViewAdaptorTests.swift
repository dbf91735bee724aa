import FacetEngine
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite struct UnaryViewAdaptorTests {
    @Test func theContentIsOneSubview() {
        let host = HeadlessHost(
            VariadicViewAdapter {
                UnaryViewAdaptor {
                    Text("a")
                    Text("b")
                }
                Text("c")
            } content: { source in
                Text("\(source.count) subviews")
            })
        #expect(host.texts == ["2 subviews"])
    }

    @Test func theContentTakesOneLayoutSlotStackedVertically() {
        let host = HeadlessHost(
            HStack(spacing: 1) {
                UnaryViewAdaptor {
                    Text("a")
                    Text("b")
                }
                Text("c")
            })
        // One column of two rows, then "c" beside it (centred on the column).
        #expect(host.dump == "Text \"a\" (19, 4, 1, 1)\nText \"b\" (19, 5, 1, 1)\nText \"c\" (21, 5, 1, 1)")
    }
}
