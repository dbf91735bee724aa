import FacetEngine
import FacetTestSupport
import FacetUI
import Testing

/// A variable behind a binding, for transform tests.
@MainActor
private final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
    var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

private enum Style: Hashable { case bold, italic }

/// A component that owns its expansion unless it is given a binding.
private struct Disclosure: View {
    @StateOrBinding var isExpanded: Bool
    init(isExpanded: Binding<Bool>? = nil) { _isExpanded = StateOrBinding(isExpanded, false) }
    var body: some View {
        Button(isExpanded ? "less" : "more") { isExpanded.toggle() }
    }
}

/// A caption whose line limit comes from the environment unless given.
private struct Caption: View {
    @EnvironmentOrValue var lineLimit: Int?
    init() { _lineLimit = EnvironmentOrValue(\.lineLimit) }
    init(lineLimit: Int?) { _lineLimit = EnvironmentOrValue(lineLimit) }
    var body: some View { Text("limit \(lineLimit.map(String.init) ?? "none")") }
}

@MainActor @Suite struct StateHelpersTests {
    @Test func optionalTransforms() {
        let limit = Box<Int?>(nil)
        #expect(limit.binding.isNil().wrappedValue)
        limit.binding.unwrap(defaultValue: 10).wrappedValue += 1
        #expect(limit.value == 11)
        #expect(limit.binding.isNotNil().wrappedValue)
        #expect(limit.binding[default: 0].wrappedValue == 11)
        #expect(Binding(unwrapping: limit.binding)?.wrappedValue == 11)
        limit.binding.isNotNil().wrappedValue = false
        #expect(limit.value == nil)
        #expect(Binding(unwrapping: limit.binding) == nil)
        limit.value = 3
        limit.binding.isNil().wrappedValue = true
        #expect(limit.value == nil)
    }

    @Test func boolAndEqualityTransforms() {
        let flag = Box(true)
        (!flag.binding).wrappedValue = true
        #expect(flag.value == false)
        let answer = Box<Bool?>(nil)
        answer.binding.isFalse().wrappedValue = true
        #expect(answer.value == false)
        #expect(!answer.binding.isTrue().wrappedValue)
        let style = Box(Style.italic)
        style.binding.isEqual(to: .bold, defaultValue: .italic).wrappedValue = true
        #expect(style.value == .bold)
        let styles = Box<Set<Style>>([])
        styles.binding.contains(.bold).wrappedValue = true
        #expect(styles.value == [.bold])
        styles.binding.contains(.bold).wrappedValue = false
        #expect(styles.value.isEmpty)
    }

    @Test func transformedBindingsDriveViews() throws {
        struct Screen: View {
            @State var isHidden = false
            var body: some View {
                VStack {
                    Text(isHidden ? "hidden" : "shown")
                    Disclosure(isExpanded: !$isHidden)
                }
            }
        }
        let host = HeadlessHost(Screen())
        #expect(host.texts == ["shown", "less"])
        try #require(host.backend.widget(text: "less")?.parent).send(.activate)
        host.graph.flush()
        #expect(host.texts == ["hidden", "more"])
    }

    @Test func aTransformedBindingMadeAgainIsEqualSoTheChildIsSkipped() throws {
        struct Screen: View {
            @State var isHidden = false
            @State var taps = 0
            var body: some View {
                VStack {
                    Button("taps \(taps)") { taps += 1 }
                    Disclosure(isExpanded: !$isHidden)
                }
            }
        }
        let host = HeadlessHost(Screen())
        try #require(host.backend.widget(text: "taps 0")?.parent).send(.activate)
        host.graph.flush()
        #expect(host.texts == ["taps 1", "less"])
        // Only Screen's body: the new `!$isHidden` equals the old one.
        #expect(host.graph.lastTransaction.bodiesEvaluated == 1)
    }

    @Test func stateOrBindingOwnsTheValueWithoutABinding() throws {
        let host = HeadlessHost(Disclosure())
        #expect(host.texts == ["more"])
        try #require(host.backend.widget(text: "more")?.parent).send(.activate)
        host.graph.flush()
        #expect(host.texts == ["less"])
    }

    @Test func environmentOrValueReadsTheEnvironmentUnlessGiven() throws {
        struct Screen: View {
            @State var limit = 2
            var body: some View {
                VStack {
                    Caption()
                    Caption(lineLimit: 5)
                    Button("more lines") { limit = 3 }
                }
                .lineLimit(limit)
            }
        }
        let host = HeadlessHost(Screen())
        #expect(host.texts == ["limit 2", "limit 5", "more lines"])
        try #require(host.backend.widget(text: "more lines")?.parent).send(.activate)
        host.graph.flush()
        #expect(host.texts == ["limit 3", "limit 5", "more lines"])
    }
}
