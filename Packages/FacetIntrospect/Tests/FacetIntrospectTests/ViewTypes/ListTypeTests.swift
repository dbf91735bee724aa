import FacetIntrospect
import FacetTerminal
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite struct ListTypeTests {
    @Test func handsOverTheListsScrollWidget() {
        let calls = Calls<ScrollViewWidget>()
        _ = TerminalHost(
            List {
                Text("Alpha")
                Text("Beta")
            }
            .introspect(.list, on: .terminal(.v1), customize: calls.record()))
        // FacetUI's list widget: a scroll view whose rows are their own widgets.
        #expect(calls.classNames == ["ListScrollWidget"])
        #expect(calls.last?.first { ($0 as? LabelWidget)?.text == "Beta" } != nil)
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<ScrollViewWidget>()
        _ = TerminalHost(
            VStack {
                Text("Alpha").introspect(.list, on: .terminal(.v1), customize: calls.record())
                TextEditor(text: .constant("Notes"))
                    .introspect(.list, on: .terminal(.v1), customize: calls.record())
                // A scroll view's widget is a scroll view too, but not a list's.
                ScrollView { Text("Row") }.introspect(.list, on: .terminal(.v1), customize: calls.record())
            })
        #expect(calls.count == 0)
    }

    @Test func aListYieldsItsScrollView() {
        let calls = Calls<ScrollViewWidget>()
        let host = TerminalHost(
            List {
                Text("Alpha")
                Text("Beta")
            }
            .introspect(.list, on: .terminal(.v1), customize: calls.record()))
        #expect(calls.count == 1)
        #expect(host.backend.tree.root.first { $0 === calls.last } != nil)
        #expect(host.screen.contains("Alpha"))
    }
}
