import FacetEngine
import FacetTestSupport
import FacetUI
import Testing

private struct ToolbarItems: ViewOutputKey {}

private struct Titles: ViewOutputKey {
    typealias Content = Text
}

private struct PageTitle: ViewOutputAlias {
    var defaultBody: some View { Text("untitled") }
}

/// Sends a counter button to the toolbar; logs its body.
private struct Editor: View {
    let log: BodyLog
    @State var saves = 0
    var body: some View {
        log.record("editor")
        return Text("editor").viewOutput(ToolbarItems.self) {
            Button("save \(saves)") { saves += 1 }
        }
    }
}

@MainActor @Suite struct ViewOutputTests {
    @Test func descendantsSendViewsUpToTheReader() {
        let host = HeadlessHost(
            ViewOutputKeyReader(ToolbarItems.self) { items in
                VStack {
                    HStack { ViewOutputKeyValueReader(items) { $0 } }
                    Editor(log: BodyLog())
                    Text("help").viewOutput(ToolbarItems.self) { Text("?") }
                }
            })
        #expect(host.texts == ["save 0", "?", "editor", "help"])
    }

    @Test func aSentViewChangeEvaluatesOnlyTheValueReader() throws {
        let log = BodyLog()
        let host = HeadlessHost(
            ViewOutputKeyReader(ToolbarItems.self) { items in
                VStack {
                    ViewOutputKeyValueReader(items) { $0 }
                    Editor(log: log)
                }
            })
        let before = host.graph.totals.bodiesEvaluated
        try #require(host.backend.widget(text: "save 0")?.parent).send(.activate)
        host.graph.flush()
        #expect(host.texts == ["save 1", "editor"])
        // The editor (it holds the state) and its source modifier, then the value reader,
        // the list it shows and the changed row; the reader's content did not run again.
        #expect(log.entries == ["editor", "editor"])
        #expect(host.graph.totals.bodiesEvaluated - before == 5)
    }

    @Test func aConcreteContentKeepsTheSentViewsTypeAndTheListIsACollection() {
        let host = HeadlessHost(
            ViewOutputKeyReader(Titles.self) { titles in
                VStack {
                    ViewOutputKeyValueReader(titles) { list in
                        Text("\(list.count) titles")
                        ForEach(list) { title in title.content }
                    }
                    Text("a").viewOutput(Titles.self) { Text("A") }
                    Text("b").viewOutput(Titles.self) { Text("B") }
                }
            })
        #expect(host.texts == ["2 titles", "A", "B", "a", "b"])
        #expect(!host.contains(AnyView.self))
    }

    @Test func removedSendersLeaveTheList() throws {
        struct Screen: View {
            @State var shows = true
            var body: some View {
                ViewOutputKeyReader(Titles.self) { titles in
                    VStack {
                        ViewOutputKeyValueReader(titles) { Text("\($0.count)") }
                        if shows { Text("a").viewOutput(Titles.self) { Text("A") } }
                        Button("hide") { shows = false }
                    }
                }
            }
        }
        let host = HeadlessHost(Screen())
        #expect(host.texts.first == "1")
        try #require(host.backend.widget(text: "hide")?.parent).send(.activate)
        host.graph.flush()
        #expect(host.texts == ["0", "hide"])
    }

    @Test func anOutputAliasShowsTheLastSourceOrItsDefault() {
        let host = HeadlessHost(
            VStack {
                ViewOutputAliasReader(PageTitle.self) {
                    VStack {
                        PageTitle()
                        Text("page")
                            .viewOutputAlias(PageTitle.self) { Text("first") }
                            .viewOutputAlias(PageTitle.self) { Text("Inbox") }
                    }
                }
                ViewOutputAliasReader(PageTitle.self) { PageTitle() }
                PageTitle()
            })
        #expect(host.texts == ["Inbox", "page", "untitled", "untitled"])
    }
}
