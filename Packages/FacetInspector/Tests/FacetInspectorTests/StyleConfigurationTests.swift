import FacetInspector
import FacetUI
import Testing

private struct Pill: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(1)
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

private struct TitleFirst: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon.padding(2)
        }
    }
}

/// `ButtonStyle.inspect(isPressed:)`, `LabelStyle.inspect()` and the configuration
/// placeholders of a style's body.
@MainActor @Suite struct StyleConfigurationTests {
    @Test func aButtonStyleForEachPressState() throws {
        #expect(try Pill().inspect(isPressed: true).styleConfigurationLabel().opacity() == 0.5)
        #expect(try Pill().inspect(isPressed: false).styleConfigurationLabel().opacity() == 1)
        let label = try Pill().inspect(isPressed: false).styleConfigurationLabel()
        #expect(try label.padding() == EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
    }

    @Test func aLabelStylesTitleAndIcon() throws {
        let body = try TitleFirst().inspect().hStack()
        #expect(try body.styleConfigurationTitle(0).pathToRoot == "hStack().styleConfigurationTitle(0)")
        #expect(try body.styleConfigurationIcon(1).padding().top == 2)
    }

    @Test func aStyledButtonShowsItsLabelThroughThePlaceholder() throws {
        let sut = try Button("Go") {}.buttonStyle(Pill()).inspect()
        let text = try sut.find(text: "Go")
        #expect(try text.find(ViewType.StyleConfiguration.Label.self, relation: .parent).opacity() == 1)
        let wrong = #expect(throws: InspectionError.self) {
            try Text("A").inspect().styleConfigurationLabel()
        }
        #expect(
            wrong?.description
                == """
                styleConfigurationLabel() found Text instead of PrimitiveButtonStyleConfiguration.Label \
                or ButtonStyleConfiguration.Label or ToggleStyleConfiguration.Label or \
                ProgressViewStyleConfiguration.Label
                """)
    }
}
