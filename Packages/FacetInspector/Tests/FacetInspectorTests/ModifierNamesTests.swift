import FacetInspector
import FacetUI
import Testing

private struct Stamp: ViewModifier {
    func body(content: Content) -> some View {
        HStack {
            content; Text("✓")
        }
    }
}

/// A missing modifier's error names the modifiers the view has, as they are written.
@MainActor @Suite struct ModifierNamesTests {
    @Test func missingModifierNamesThePresentOnes() throws {
        let sut = try Text("A")
            .padding(1).frame(width: 9).font(.title).foregroundStyle(.red).opacity(0.5)
            .disabled(true).tag(1).id(2).accessibilityLabel("a").onAppear {}.onTapGesture {}
            .background(Color.red).border(Color.blue).overlay(Text("!")).lineLimit(2)
            .task {}.onChange(of: 1) { _, _ in }.modifier(Stamp())
            .sheet(isPresented: .constant(false)) { EmptyView() }.alignmentGuide(.leading) { _ in 0 }
            .inspect()
        let error = #expect(throws: InspectionError.self) { try sut.text().offset() }
        #expect(
            error?.description
                == "Text does not have 'offset' modifier (it has: padding, frame, font, foregroundStyle, "
                + "opacity, disabled, tag, id, accessibilityLabel, onAppear, onTapGesture, background, "
                + "border, overlay, lineLimit, task, onChange, Stamp, sheet, alignmentGuide(.leading))")
    }

    @Test func aViewWithoutModifiersGetsViewInspectorsMessage() throws {
        let error = #expect(throws: InspectionError.self) { try Text("A").inspect().text().offset() }
        #expect(error?.description == "Text does not have 'offset' modifier")
        #expect(
            throws: InspectionError.modifierNotFound(parent: "Text", modifier: "offset", index: 0)
        ) { try Text("A").inspect().text().offset() }
        // The modifiers named are an explanation: errors compare as ViewInspector's do.
        #expect(
            throws: InspectionError.modifierNotFound(parent: "Text", modifier: "offset", index: 0)
        ) { try Text("A").padding().inspect().text().offset() }
    }
}
