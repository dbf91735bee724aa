import FacetIntrospect
import FacetTerminal
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite struct ScrollViewTypeTests {
    struct Rows: View {
        let model: Model
        let calls: Calls<ScrollViewWidget>
        var body: some View {
            ScrollView(.vertical, showsIndicators: model.count < 100) {
                VStack(spacing: 0) {
                    ForEach(0..<30, id: \.self) { index in Text("Row \(index) \(model.count)") }
                }
            }
            .introspect(
                .scrollView, on: .terminal(.v1),
                customize: calls.record { scrollView in
                    scrollView.verticalIndicator = ScrollIndicatorCharacters(track: "·", thumb: "█")
                })
        }
    }

    @Test func handsOverTheScrollViewWidget() {
        let calls = Calls<ScrollViewWidget>()
        _ = TerminalHost(
            ScrollView(.horizontal) { Text("Wide") }
                .introspect(.scrollView, on: .terminal(.v1), customize: calls.record()))
        #expect(calls.classNames == ["ScrollViewWidget"])
        #expect(calls.last?.axes == .horizontal)
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<ScrollViewWidget>()
        _ = TerminalHost(
            VStack {
                Text("Row").introspect(.scrollView, on: .terminal(.v1), customize: calls.record())
                TextEditor(text: .constant("Notes"))
                    .introspect(.scrollView, on: .terminal(.v1), customize: calls.record())
            })
        #expect(calls.count == 0)
    }

    @Test func receivesTheScrollViewWidgetAndItsCustomisationShows() {
        let model = Model()
        let calls = Calls<ScrollViewWidget>()
        let host = TerminalHost(Rows(model: model, calls: calls))
        #expect(calls.count == 1)
        #expect(calls.last?.axes == .vertical)
        #expect(host.screen.contains("█"))
        #expect(host.screen.contains("·"))
        #expect(!host.screen.contains("┃"))
    }

    @Test func runsAgainOnlyWhenTheWidgetWasUpdatedAndKeepsTheInstance() {
        let model = Model()
        let calls = Calls<ScrollViewWidget>()
        let host = TerminalHost(Rows(model: model, calls: calls))
        let first = calls.last
        model.other += 1  // read by nobody: no transaction touches the widget
        host.graph.flush()
        #expect(calls.count == 1)
        model.count = 100  // hides the indicators: the widget is updated
        host.graph.flush()
        #expect(calls.count == 2)
        #expect(calls.last?.showsIndicators == false)
        model.count = 1  // shows them again: FacetUI resets the widget, the closure runs after it
        host.graph.flush()
        #expect(calls.count == 3)
        #expect(calls.isSameInstance)
        #expect(calls.last === first)
        #expect(host.screen.contains("█"))
    }

    @Test func aSiblingGetsItsOwnWidget() {
        let first = Calls<ScrollViewWidget>()
        let second = Calls<ScrollViewWidget>()
        _ = TerminalHost(
            HStack {
                ScrollView { Text("A") }.introspect(
                    .scrollView, on: .terminal(.v1), customize: first.record())
                ScrollView { Text("B") }.introspect(
                    .scrollView, on: .terminal(.v1), customize: second.record())
            })
        #expect(first.count == 1)
        #expect(second.count == 1)
        #expect(first.last !== second.last)
        #expect(first.last?.children.first.map { $0 is LabelWidget } == true)
    }
}
