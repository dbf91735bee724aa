import FacetEngine
import FacetTestSupport
import FacetUI
import Testing

private struct CardTitle: ViewAlias {}

private struct Subtitle: ViewAlias {
    var defaultBody: some View { Text("untitled") }
}

/// A component showing an alias its ancestor supplies; logs its body.
private struct Card: View {
    let log: BodyLog
    var body: some View {
        log.record("card")
        return VStack {
            Text("card")
            CardTitle()
        }
    }
}

// Engine's README component: a style sees the label as an alias, the component supplies it.

private struct StepperConfiguration {
    struct Label: ViewAlias {}
    var label: Label { Label() }
    var value: Int
}

private protocol StepperViewStyle: ViewStyle where Configuration == StepperConfiguration {}

private struct StepperBody: ViewStyledView {
    var configuration: StepperConfiguration
    static var defaultStyle: InlineStepperStyle { InlineStepperStyle() }
}

private struct InlineStepperStyle: StepperViewStyle {
    func makeBody(configuration: StepperConfiguration) -> some View {
        HStack(spacing: 1) {
            Text("-")
            configuration.label
            Text("\(configuration.value)")
            Text("+")
        }
    }
}

private struct StackedStepperStyle: StepperViewStyle {
    func makeBody(configuration: StepperConfiguration) -> some View {
        VStack(spacing: 0) {
            configuration.label
            Text("[\(configuration.value)]")
        }
    }
}

private struct StepperView<Label: View>: View {
    var value: Int
    @ViewBuilder var label: Label
    var body: some View {
        StepperBody(configuration: StepperConfiguration(value: value))
            .viewAlias(StepperConfiguration.Label.self) { label }
    }
}

@MainActor @Suite struct ViewAliasTests {
    @Test func aStyleShowsTheLabelItsComponentSuppliesThroughAnAlias() {
        let host = HeadlessHost(
            VStack {
                StepperView(value: 3) { Text("Quantity") }
                StepperView(value: 5) { Text("Size") }
                    .styledViewStyle(StepperBody.self, style: StackedStepperStyle())
            })
        #expect(host.texts == ["-", "Quantity", "3", "+", "Size", "[5]"])
        #expect(!host.contains(AnyView.self))
    }

    @Test func anAliasShowsTheSourceItsAncestorSupplies() {
        let host = HeadlessHost(Card(log: BodyLog()).viewAlias(CardTitle.self) { Text("Hello") })
        #expect(host.texts == ["card", "Hello"])
    }

    @Test func withoutASourceTheDefaultBodyIsShown() {
        let host = HeadlessHost(
            VStack {
                Subtitle()
                Card(log: BodyLog())
            })
        #expect(host.texts == ["untitled", "card"])
    }

    @Test func theSourceIsBuiltWithItsOwnTypeAndNoAnyView() {
        struct Headline: View {
            var body: some View { Text("Hello") }
        }
        let host = HeadlessHost(Card(log: BodyLog()).viewAlias(CardTitle.self) { Headline() })
        #expect(host.texts == ["card", "Hello"])
        #expect(host.contains(Headline.self))
        #expect(!host.contains(AnyView.self))
    }

    @Test func aSourceMayWrapTheSourceSuppliedFurtherOut() {
        let host = HeadlessHost(
            Card(log: BodyLog())
                .viewAlias(CardTitle.self) {
                    HStack(spacing: 0) {
                        Text("<")
                        CardTitle()
                        Text(">")
                    }
                }
                .viewAlias(CardTitle.self) { Text("x") })
        #expect(host.texts == ["card", "<", "x", ">"])
    }

    @Test func aChangedSourceUpdatesTheAliasWithoutTheViewsBetween() throws {
        struct Screen: View {
            let log: BodyLog
            @State var title = "A"
            var body: some View {
                VStack {
                    Card(log: log).viewAlias(CardTitle.self) { Text(title) }
                    Button("rename") { title = "B" }
                    Button("same") { title = "B" }
                }
            }
        }
        let log = BodyLog()
        let host = HeadlessHost(Screen(log: log))
        try #require(host.backend.widget(text: "rename")?.parent).send(.activate)
        host.graph.flush()
        #expect(host.texts == ["card", "B", "rename", "same"])
        // Screen, the source modifier and the alias's resolver; not the card.
        #expect(host.graph.lastTransaction.bodiesEvaluated == 3)
        #expect(log.entries == ["card"])
        try #require(host.backend.widget(text: "same")?.parent).send(.activate)
        host.graph.flush()
        // An equal source: only Screen.
        #expect(host.graph.lastTransaction.bodiesEvaluated == 1)
    }

    @Test func resolvingTheAliasDoesNotEvaluateTheAncestor() throws {
        struct Expander: View {
            @State var expanded = false
            var body: some View {
                VStack {
                    Button("expand") { expanded = true }
                    if expanded { CardTitle() }
                }
            }
        }
        struct Screen: View {
            let log: BodyLog
            var body: some View {
                log.record("screen")
                return Expander().viewAlias(CardTitle.self) { Text("shown") }
            }
        }
        let log = BodyLog()
        let host = HeadlessHost(Screen(log: log))
        #expect(host.texts == ["expand"])
        try #require(host.backend.widget(text: "expand")?.parent).send(.activate)
        host.graph.flush()
        #expect(host.texts == ["expand", "shown"])
        #expect(log.entries == ["screen"])
        // Expander's body, the alias and its resolver.
        #expect(host.graph.lastTransaction.bodiesEvaluated == 3)
    }
}
