import FacetIntrospect
import FacetTerminal
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite struct IntrospectionModifierTests {
    /// Weak references to the objects the closures of a view captured.
    @MainActor final class Tracker {
        final class Token {}
        private var tokens: [() -> Token?] = []
        var runs = 0

        /// A new token, tracked weakly.
        func make() -> Token {
            let token = Token()
            tokens.append { [weak token] in token }
            return token
        }

        var liveTokens: Int { tokens.filter { $0() != nil }.count }
    }

    struct Receiver: View {
        let model: Model
        let tracker: Tracker
        var body: some View {
            if model.isShown {
                let token = tracker.make()
                ScrollView(.vertical, showsIndicators: model.count == 0) { Text("Row") }
                    .introspect(.scrollView, on: .terminal(.v1)) { [tracker] _ in
                        _ = token
                        tracker.runs += 1
                    }
            }
        }
    }

    @Test func nothingIsKeptAfterTheViewGoesAway() {
        let model = Model()
        let tracker = Tracker()
        weak var widget: ScrollViewWidget?
        let host = TerminalHost(Receiver(model: model, tracker: tracker))
        widget = host.backend.tree.root.first { $0 is ScrollViewWidget } as? ScrollViewWidget
        #expect(widget != nil)
        #expect(tracker.runs == 1)
        #expect(tracker.liveTokens == 1)
        model.isShown = false
        host.graph.flush()
        #expect(widget == nil)
        #expect(tracker.liveTokens == 0)
        #expect(tracker.runs == 1)
    }

    struct Ancestor: View {
        let model: Model
        let tracker: Tracker
        var body: some View {
            ScrollView(.vertical, showsIndicators: model.count == 0) {
                if model.isShown {
                    let token = tracker.make()
                    Text("Row")
                        .introspect(.scrollView, on: .terminal(.v1), scope: .ancestor) { [tracker] _ in
                            _ = token
                            tracker.runs += 1
                        }
                }
            }
        }
    }

    @Test func anAncestorIntrospectionStopsWhenItsViewGoesAway() {
        let model = Model()
        let tracker = Tracker()
        let host = TerminalHost(Ancestor(model: model, tracker: tracker))
        #expect(tracker.runs == 1)
        model.isShown = false
        host.graph.flush()
        #expect(tracker.liveTokens == 0)
        model.count = 1  // the scroll view is updated; the introspection is gone
        host.graph.flush()
        #expect(tracker.runs == 1)
    }
}
