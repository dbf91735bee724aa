import FacetEngine
import FacetTestSupport
import FacetUI
import Testing

private struct CardStyleContext: StyleContext {}

extension StyleContext where Self == CardStyleContext {
    fileprivate static var card: CardStyleContext { .init() }
}

/// Marks itself with every context predicate that matches where it is built.
private struct ContextProbe: View {
    let name: String
    var body: some View {
        Text(name)
            .modifier(StyleContextConditionalModifier(predicate: .none) { Marked(marker: "none:") })
            .modifier(StyleContextConditionalModifier(predicate: .scrollView) { Marked(marker: "scroll:") })
            .modifier(StyleContextConditionalModifier(predicate: .list) { Marked(marker: "list:") })
            .modifier(StyleContextConditionalModifier(predicate: .form) { Marked(marker: "form:") })
            .modifier(StyleContextConditionalModifier(predicate: .navigationStack) { Marked(marker: "nav:") })
            .modifier(StyleContextConditionalModifier(predicate: .card) { Marked(marker: "card:") })
    }
}

@MainActor @Suite struct StyleContextTests {
    @Test func outsideContainersOnlyNoneMatches() {
        let host = HeadlessHost(ContextProbe(name: "x"))
        #expect(host.texts == ["none:", "x"])
    }

    @Test func aScrollViewSetsTheScrollViewContext() {
        let host = HeadlessHost(ScrollView { ContextProbe(name: "x") })
        #expect(host.texts == ["scroll:", "x"])
    }

    @Test func aListSetsTheListContext() {
        let host = HeadlessHost(List { ContextProbe(name: "x") })
        #expect(host.texts == ["list:", "x"])
    }

    @Test func aFormMatchesFormAndListPredicates() {
        let host = HeadlessHost(Form { ContextProbe(name: "x") })
        // The list predicate is applied first (inner), so its marker is inside.
        #expect(host.texts == ["form:", "list:", "x"])
    }

    @Test func aNavigationStackSetsItsContext() {
        let host = HeadlessHost(NavigationStack { ContextProbe(name: "x") })
        #expect(host.texts.suffix(2) == ["nav:", "x"])
    }

    @Test func customContextsAndTheNearestContainerWin() {
        let host = HeadlessHost(
            VStack {
                ContextProbe(name: "a").styleContext(.card)
                ScrollView { ContextProbe(name: "b") }.styleContext(.card)
                ScrollView { ContextProbe(name: "c").styleContext(NoStyleContext()) }
            }, height: 20)
        #expect(host.texts == ["card:", "a", "scroll:", "b", "none:", "c"])
    }

    @Test func theConditionReadsTheContext() {
        let host = HeadlessHost(
            ScrollView {
                ViewInputConditionalContent(StyleContextCondition<ScrollViewStyleContext>.self) {
                    Text("scrolling")
                } otherwise: {
                    Text("fixed")
                }
            })
        #expect(host.texts == ["scrolling"])
    }
}
