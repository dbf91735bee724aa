import FacetInspector
import FacetUI
import Testing

/// `accessibilityLabel()`, `accessibilityHint()`, `accessibilityValue()` and
/// `accessibilityIdentifier()`.
@MainActor @Suite struct AccessibilityModifiersTests {
    @Test func values() throws {
        let sut = try HStack {
            Button("Send") {}.accessibilityHint("Sends the message").accessibilityLabel("Send mail")
            Text("B").accessibilityIdentifier("b")
        }.inspect().hStack()
        #expect(try sut.button(0).accessibilityHint().string() == "Sends the message")
        #expect(try sut.button(0).accessibilityLabel().string() == "Send mail")
        #expect(try sut.text(1).accessibilityIdentifier() == "b")
    }

    @Test func valueDescriptions() throws {
        let stars = 4
        let sut = try VStack {
            Text("★★★★").accessibilityValue("\(stars) of 5 stars")
            Text("B").accessibilityValue(Text("bee").bold())
            EmptyView().accessibilityValue(String("plain"))
        }.inspect().vStack()
        #expect(try sut.text(0).accessibilityValue().string() == "4 of 5 stars")
        #expect(try sut.text(1).accessibilityValue().string() == "bee")
        #expect(try sut.emptyView(2).accessibilityValue().string() == "plain")
        let missing = #expect(throws: InspectionError.self) {
            try EmptyView().inspect().emptyView().accessibilityValue()
        }
        #expect(missing?.description == "EmptyView does not have 'accessibilityValue' modifier")
        // Another accessibility modifier is not the value.
        let other = #expect(throws: InspectionError.self) {
            try Image(systemName: "a").accessibilityLabel("L").inspect().image().accessibilityValue()
        }
        #expect(
            other?.description
                == "Image does not have 'accessibilityValue' modifier (it has: accessibilityLabel)")
    }

    @Test func searchByAccessibility() throws {
        let sut = HStack {
            Text("A"); Text("B").accessibilityLabel("Bee")
        }
        #expect(try sut.inspect().find(viewWithAccessibilityLabel: "Bee").pathToRoot == "hStack().text(1)")
    }

    @Test func missingModifiers() throws {
        let sut = try Text("A").inspect().text()
        let hint = #expect(throws: InspectionError.self) { try sut.accessibilityHint() }
        #expect(hint?.description == "Text does not have 'accessibilityHint' modifier")
        let label = #expect(throws: InspectionError.self) { try sut.accessibilityLabel() }
        #expect(label?.description == "Text does not have 'accessibilityLabel' modifier")
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
}
