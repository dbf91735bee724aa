import FacetInspector
import FacetUI
import Testing

@MainActor @Suite struct ModifierTests {
    @Test func padding() throws {
        let sut = Text("A").padding(.horizontal, 2)
        #expect(try sut.inspect().text().padding() == EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2))
    }

    @Test func frame() throws {
        let sut = VStack { Text("A").frame(width: 10, height: 2, alignment: .leading) }
        #expect(
            try sut.inspect().vStack().text(0).frame()
                == InspectedFrame(width: 10, height: 2, alignment: .leading))
    }

    @Test func fontAndColor() throws {
        // `Text.font(_:)` returns a `Text` (a text attribute, not a modifier), as in SwiftUI.
        let sut = VStack { Image(systemName: "a").font(.headline).foregroundColor(.red) }
        #expect(try sut.inspect().vStack().image(0).font() == .headline)
        #expect(try sut.inspect().vStack().image(0).foregroundColor() == .red)
        let error = #expect(throws: InspectionError.self) { try Text("B").inspect().text().font() }
        #expect(error?.description == "Text does not have 'font' modifier")
    }

    @Test func opacityHiddenDisabled() throws {
        let sut = VStack {
            Text("A").opacity(0.5); Text("B").hidden(); Button("C") {}.disabled(true)
        }
        let vStack = try sut.inspect().vStack()
        #expect(try vStack.text(0).opacity() == 0.5)
        #expect(try vStack.text(1).isHidden())
        #expect(try !vStack.text(0).isHidden())
        #expect(try vStack.button(2).isDisabled())
        #expect(try !vStack.text(0).isDisabled())
    }

    @Test func accessibility() throws {
        let sut = VStack {
            Image(systemName: "trash").accessibilityLabel("Delete").accessibilityIdentifier("del")
        }
        #expect(try sut.inspect().vStack().image(0).accessibilityLabel().string() == "Delete")
        #expect(try sut.inspect().find(viewWithAccessibilityLabel: "Delete").image().systemName() == "trash")
        #expect(
            try sut.inspect().find(viewWithAccessibilityIdentifier: "del").pathToRoot == "vStack().image(0)")
    }

    @Test func buttonStyle() throws {
        let sut = Button("A") {}.buttonStyle(.plain)
        #expect(try sut.inspect().button().buttonStyle().style(as: PlainButtonStyle.self) != nil)
    }

    @Test func idAndTag() throws {
        let sut = VStack {
            Text("A").id(7); Text("B").tag("b")
        }
        #expect(try sut.inspect().find(viewWithId: 7).text().string() == "A")
        #expect(try sut.inspect().find(viewWithTag: "b").text().string() == "B")
    }
}
