@_spi(Advanced) import FacetIntrospect
import FacetTerminal
import FacetTestSupport
import FacetUI
import Foundation
import Testing

extension TerminalViewVersion<ScrollViewType, ScrollViewWidget> {
    /// A toolkit version that is not running.
    static let v2 = Self(for: TerminalVersion(major: 2))
}

@MainActor @Suite struct ScopeAndVersionTests {
    @Test func ancestorScopeFindsTheNearestEnclosingScrollView() {
        let outer = Calls<ScrollViewWidget>()
        let inner = Calls<ScrollViewWidget>()
        let ancestor = Calls<ScrollViewWidget>()
        let receiver = Calls<ScrollViewWidget>()
        _ = TerminalHost(
            ScrollView {
                ScrollView {
                    Text("Row")
                        .introspect(
                            .scrollView, on: .terminal(.v1), scope: .ancestor, customize: ancestor.record()
                        )
                        .introspect(.scrollView, on: .terminal(.v1), customize: receiver.record())
                }
                .introspect(.scrollView, on: .terminal(.v1), customize: inner.record())
            }
            .introspect(.scrollView, on: .terminal(.v1), customize: outer.record()))
        #expect(ancestor.count == 1)
        #expect(ancestor.last === inner.last)
        #expect(inner.last !== outer.last)
        #expect(inner.last?.parent === outer.last)
        #expect(receiver.count == 0)  // the receiver is a Text: nothing happens
    }

    @Test func nestedIntrospectionsEachGetTheirOwnWidget() {
        let scrolls = Calls<ScrollViewWidget>()
        let fields = Calls<TextFieldWidget>()
        let model = Model()
        _ = TerminalHost(
            ScrollView {
                TextField("Inner", text: Bindable(model).text)
                    .introspect(.textField, on: .terminal(.v1), customize: fields.record())
            }
            .introspect(.scrollView, on: .terminal(.v1), customize: scrolls.record()))
        #expect(scrolls.count == 1)
        #expect(fields.count == 1)
        #expect(fields.last?.parent === scrolls.last)
    }

    @Test func aVersionNotListedDoesNothing() {
        let calls = Calls<ScrollViewWidget>()
        _ = TerminalHost(
            ScrollView { Text("Row") }
                .introspect(.scrollView, on: .terminal(.v2), customize: calls.record()))
        #expect(calls.count == 0)
    }

    @Test func rangesCoverLaterVersions() {
        let from1 = Calls<ScrollViewWidget>()
        let from2 = Calls<ScrollViewWidget>()
        _ = TerminalHost(
            VStack {
                ScrollView { Text("A") }.introspect(
                    .scrollView, on: .terminal(.v1...), customize: from1.record())
                ScrollView { Text("B") }.introspect(
                    .scrollView, on: .terminal(.v2...), customize: from2.record())
            })
        #expect(from1.count == 1)
        #expect(from2.count == 0)
    }

    @Test func anotherBackendDoesNothing() {
        let calls = Calls<ScrollViewWidget>()
        _ = ViewGraph(
            rootView: ScrollView { Text("Row") }
                .introspect(.scrollView, on: .terminal(.v1), customize: calls.record()),
            backend: HeadlessBackend(), size: CGSize(width: 20, height: 5))
        #expect(calls.count == 0)
    }

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
