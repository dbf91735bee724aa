import FacetInspector
import FacetUI
import Testing

private struct Banner: View {
    @State var isShowingTip = false
    var body: some View {
        VStack {
            if isShowingTip { Text("Tip") }
            Button("Toggle tip") { isShowingTip.toggle() }
        }
    }
}

/// The place of an `if` without `else` is kept whether its condition holds or not, as in
/// ViewInspector, so the views after it keep their indices.
@MainActor @Suite struct OptionalContentTests {
    @Test func anAbsentViewKeepsItsPlace() throws {
        let sut = try Banner().inspect()
        let stack = try sut.vStack()
        #expect(stack.count == 2)
        #expect(stack[0].isAbsent)
        // Nothing is there to act on.
        #expect(!stack[0].isResponsive() && stack[1].isResponsive())
        #expect(try stack.button(1).labelView().text().string() == "Toggle tip")
        let absent = #expect(throws: InspectionError.self) { try stack.text(0) }
        #expect(absent?.description == "View for Optional<Text> is absent")
        try stack.button(1).tap()
        #expect(try sut.vStack().text(0).string() == "Tip")
        #expect(try !sut.vStack()[0].isAbsent)
        #expect(try sut.find(text: "Tip").pathToRoot == "view(Banner.self).vStack().text(0)")
    }

    @Test func searchAndPrintShowTheAbsentPlace() throws {
        let sut = try Banner().inspect()
        #expect(
            Inspector.print(sut) == """
                Banner
                  VStack
                    Optional<Text> (absent)
                    Button
                      Text "Toggle tip"
                """)
        #expect(throws: InspectionError.self) { try sut.find(text: "Tip") }
        #expect(try sut.find(button: "Toggle tip").pathToRoot == "view(Banner.self).vStack().button(1)")
    }
}
