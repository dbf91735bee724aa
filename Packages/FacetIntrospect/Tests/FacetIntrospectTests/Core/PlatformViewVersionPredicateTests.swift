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

@MainActor @Suite struct PlatformViewVersionPredicateTests {
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
}
