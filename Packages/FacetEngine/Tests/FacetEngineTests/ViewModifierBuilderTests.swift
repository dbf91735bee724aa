import FacetEngine
import FacetTestSupport
import FacetUI
import Testing

/// A modifier built with the builder, as a package would write one.
private struct Decorated: ViewModifier {
    var isLoud: Bool
    var isNumbered: Bool
    func body(content: Content) -> some View {
        content.modifier(decoration)
    }

    @ViewModifierBuilder var decoration: some ViewModifier {
        if isLoud {
            Marked(marker: "!")
        } else {
            Marked(marker: ".")
        }
        if isNumbered {
            Marked(marker: "1")
        }
        Marked(marker: ">")
    }
}

@MainActor @Suite struct ViewModifierBuilderTests {
    @Test func ifElseOptionalsAndSequencesBuildModifiers() {
        let host = HeadlessHost(
            VStack {
                Text("a").modifier(Decorated(isLoud: true, isNumbered: true))
                Text("b").modifier(Decorated(isLoud: false, isNumbered: false))
            })
        // The first modifier is closest to the content: its marker is innermost.
        #expect(host.texts == [">", "1", "!", "a", ">", ".", "b"])
    }

    @Test func aConditionalModifierKeepsItsStorageAndAppliesTheChosenBranch() {
        let modifier = ConditionalContent(if: false) {
            Marked(marker: "yes")
        } otherwise: {
            Marked(marker: "no")
        }
        guard case .falseContent(let chosen) = modifier.storage else {
            Issue.record("expected the false branch")
            return
        }
        #expect(chosen.marker == "no")
        #expect(HeadlessHost(Text("x").modifier(modifier)).texts == ["no", "x"])
    }
}
