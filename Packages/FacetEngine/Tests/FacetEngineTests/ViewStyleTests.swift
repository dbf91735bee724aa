import FacetEngine
import FacetTestSupport
import FacetUI
import Testing

// A component with custom styles, as a package would define it.

private protocol BadgeStyle: ViewStyle where Configuration == BadgeConfiguration {}

private struct BadgeConfiguration {
    var text: String
}

private struct Badge: ViewStyledView {
    var configuration: BadgeConfiguration
    init(_ text: String) { configuration = BadgeConfiguration(text: text) }
    init(_ configuration: BadgeConfiguration) { self.configuration = configuration }
    static var defaultStyle: PlainBadgeStyle { PlainBadgeStyle() }
}

private struct PlainBadgeStyle: BadgeStyle {
    func makeBody(configuration: BadgeConfiguration) -> some View { Text(configuration.text) }
}

private struct ShoutingBadgeStyle: BadgeStyle {
    func makeBody(configuration: BadgeConfiguration) -> some View { Text(configuration.text.uppercased()) }
}

/// Wraps the next style in brackets.
private struct BracketedBadgeStyle: BadgeStyle {
    var open = "["
    func makeBody(configuration: BadgeConfiguration) -> some View {
        HStack(spacing: 0) {
            Text(open)
            Badge(configuration)
            Text("]")
        }
    }
}

/// A style reading the environment through a dynamic property.
private struct SizedBadgeStyle: BadgeStyle {
    @Environment(\.lineLimit) private var lineLimit
    func makeBody(configuration: BadgeConfiguration) -> some View {
        Text("\(configuration.text) (\(lineLimit.map(String.init) ?? "any"))")
    }
}

extension View {
    fileprivate func badgeStyle<Style: BadgeStyle>(_ style: Style) -> some View {
        styledViewStyle(Badge.self, style: style)
    }
}

/// A styled view with a body of its own, applied once around any style.
private struct Tag: ViewStyledView {
    var configuration: BadgeConfiguration
    static var defaultStyle: PlainBadgeStyle { PlainBadgeStyle() }
    var body: some View {
        HStack(spacing: 0) {
            Text("#")
            Tag(configuration: configuration)
        }
    }
}

@MainActor @Suite struct ViewStyleTests {
    @Test func withoutAStyleTheDefaultStyleIsUsed() {
        let host = HeadlessHost(Badge("new"))
        #expect(host.texts == ["new"])
    }

    @Test func anAppliedStyleReachesEveryStyledViewBelow() {
        let host = HeadlessHost(
            VStack {
                Badge("one")
                HStack { Badge("two") }
            }
            .badgeStyle(ShoutingBadgeStyle()))
        #expect(host.texts == ["ONE", "TWO"])
    }

    @Test func aStyleThatBuildsTheStyledViewWrapsTheNextStyle() {
        let host = HeadlessHost(
            Badge("new")
                .badgeStyle(BracketedBadgeStyle())  // applied first
                .badgeStyle(ShoutingBadgeStyle()))  // then inside the brackets
        #expect(host.texts == ["[", "NEW", "]"])
        #expect(host.dump.contains("Text \"NEW\" (19, 5, 3, 1)"))
    }

    @Test func aStyleThatDoesNotBuildTheStyledViewEndsTheChain() {
        let host = HeadlessHost(
            Badge("new")
                .badgeStyle(ShoutingBadgeStyle())  // applied first, does not wrap
                .badgeStyle(BracketedBadgeStyle()))  // ignored
        #expect(host.texts == ["NEW"])
    }

    @Test func aWrappingStyleAloneWrapsTheDefaultStyle() {
        let host = HeadlessHost(
            Badge("new").badgeStyle(BracketedBadgeStyle()).badgeStyle(BracketedBadgeStyle()))
        #expect(host.texts == ["[", "[", "new", "]", "]"])
    }

    @Test func theBuiltGraphHasNoAnyView() {
        let host = HeadlessHost(
            Badge("new").badgeStyle(BracketedBadgeStyle()).badgeStyle(ShoutingBadgeStyle()))
        #expect(!host.contains(AnyView.self))
        #expect(host.texts == ["[", "NEW", "]"])
    }

    @Test func defaultViewStyleRemovesOuterStyles() {
        let host = HeadlessHost(
            VStack {
                Badge("a")
                Badge("b").defaultViewStyle(Badge.self)
            }
            .badgeStyle(ShoutingBadgeStyle()))
        #expect(host.texts == ["A", "b"])
    }

    @Test func stylesHaveDynamicProperties() {
        let host = HeadlessHost(Badge("x").badgeStyle(SizedBadgeStyle()).environment(\.lineLimit, 2))
        #expect(host.texts == ["x (2)"])
        #expect(!host.contains(AnyView.self))
    }

    @Test func aChangedStyleValueUpdatesOnlyTheStyledViews() throws {
        struct Screen: View {
            @State var open = "["
            var body: some View {
                VStack {
                    Badge("new").badgeStyle(BracketedBadgeStyle(open: open))
                    Button("Angle") { open = "<" }
                    Button("Same") { open = open + "" }
                }
            }
        }
        let host = HeadlessHost(Screen())
        try #require(host.backend.widget(text: "Same")?.parent).send(.activate)
        host.graph.flush()
        let unchanged = host.graph.lastTransaction
        try #require(host.backend.widget(text: "Angle")?.parent).send(.activate)
        host.graph.flush()
        #expect(host.texts.prefix(3) == ["<", "new", "]"])
        // An equal style: only Screen's body ran.
        #expect(unchanged.bodiesEvaluated == 1)
        // A new style: Screen, the style modifier and the badge, which resolves the style
        // and makes its body (the style has no dynamic properties); the inner badge and its
        // default style did not run again.
        #expect(host.graph.lastTransaction.bodiesEvaluated == 3)
    }

    @Test func aChangedConfigurationEvaluatesOnlyTheStyledViewsNode() throws {
        struct Screen: View {
            @State var text = "old"
            var body: some View {
                VStack {
                    Badge(text)
                    Badge(text).badgeStyle(ShoutingBadgeStyle())
                    Button("Change") { text = "new" }
                }
            }
        }
        let host = HeadlessHost(Screen())
        try #require(host.backend.widget(text: "Change")?.parent).send(.activate)
        host.graph.flush()
        #expect(host.texts.prefix(2) == ["new", "NEW"])
        // Screen, the plain badge, the style modifier (its content is new) and the styled
        // badge: each badge's node resolves its style and makes the style's body itself.
        #expect(host.graph.lastTransaction.bodiesEvaluated == 4)
    }

    @Test func aStyleWithDynamicPropertiesHasANodeOfItsOwn() throws {
        struct Screen: View {
            @State var text = "old"
            var body: some View {
                VStack {
                    Badge(text).badgeStyle(SizedBadgeStyle())
                    Button("Change") { text = "new" }
                }
                .environment(\.lineLimit, 3)
            }
        }
        let host = HeadlessHost(Screen())
        try #require(host.backend.widget(text: "Change")?.parent).send(.activate)
        host.graph.flush()
        #expect(host.texts.first == "new (3)")
        // Screen, the style modifier (its content is new), the badge, and the style's body,
        // in a node of its own where its `@Environment` is installed.
        #expect(host.graph.lastTransaction.bodiesEvaluated == 4)
    }

    @Test func aStyleWithStateKeepsItAcrossUpdates() throws {
        struct CountingBadgeStyle: BadgeStyle {
            @State private var taps = 0
            func makeBody(configuration: BadgeConfiguration) -> some View {
                Button("\(configuration.text) \(taps)") { taps += 1 }
            }
        }
        struct Screen: View {
            @State var text = "a"
            var body: some View {
                VStack {
                    Badge(text).badgeStyle(CountingBadgeStyle())
                    Button("Change") { text = "b" }
                }
            }
        }
        let host = HeadlessHost(Screen())
        try #require(host.backend.widget(text: "a 0")?.parent).send(.activate)
        host.graph.flush()
        #expect(host.texts.first == "a 1")
        try #require(host.backend.widget(text: "Change")?.parent).send(.activate)
        host.graph.flush()
        #expect(host.texts.first == "b 1")
    }

    @Test func aStyledViewsOwnBodyIsAppliedOnceAroundTheStyle() {
        let host = HeadlessHost(
            VStack {
                Tag(configuration: BadgeConfiguration(text: "plain"))
                Tag(configuration: BadgeConfiguration(text: "loud"))
                    .styledViewStyle(Tag.self, style: ShoutingBadgeStyle())
            })
        #expect(host.texts == ["#", "plain", "#", "LOUD"])
    }

    @Test func aPredicateAppliesAStyleOnlyWhereTheModifierIsInItsContext() {
        /// Shouts inside scroll views, as an automatic style would.
        struct AutomaticBadge: View {
            let text: String
            var body: some View {
                Badge(text).styledViewStyle(Badge.self, style: ShoutingBadgeStyle(), predicate: .scrollView)
            }
        }
        let host = HeadlessHost(
            VStack {
                AutomaticBadge(text: "out")
                ScrollView { AutomaticBadge(text: "in") }.frame(height: 1)
            })
        #expect(host.texts == ["out", "IN"])
    }
}
