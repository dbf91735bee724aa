@_spi(Advanced) import FacetIntrospect
import FacetTerminal
import Testing

@MainActor @Suite struct WeakTests {
    @Test func weakKeepsTheWidgetWithoutRetainingIt() {
        @Weak var kept: ScrollViewWidget?
        do {
            let strong = ScrollViewWidget()
            kept = strong
            #expect(kept === strong)
        }
        #expect(kept == nil)
    }
}
