import FacetIntrospect
import FacetTerminal
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite struct WindowTypeTests {
    @Test func handsOverTheRootWidget() {
        let calls = Calls<TerminalWidget>()
        let host = TerminalHost(
            Text("Anywhere").introspect(.window, on: .terminal(.v1), customize: calls.record()),
            width: 30, height: 6)
        #expect(calls.classNames == ["ContainerWidget"])
        #expect(calls.last?.tree === host.backend.tree)
        #expect(calls.last?.frame == CellRect(x: 0, y: 0, width: 30, height: 6))
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<TerminalWidget>()
        _ = TerminalHost(
            ScrollView {
                Button("Deep inside") {}.introspect(.window, on: .terminal(.v1), customize: calls.record())
            })
        // Neither the button's widget nor the enclosing scroll view's: the window's root.
        #expect(calls.count == 1)
        #expect(!(calls.last is ButtonWidget))
        #expect(!(calls.last is ScrollViewWidget))
        #expect(calls.last?.parent == nil)
    }
}
