import FacetInspector
import FacetUI
import Foundation
import Testing

@MainActor @Suite struct TextTests {
    @Test func extractionFromSingleViewContainer() throws {
        let sut = AnyView(Text("Test"))
        #expect(try sut.inspect().anyView().text().string() == "Test")
    }

    @Test func extractionFromMultipleViewContainer() throws {
        let sut = HStack {
            Text("A"); Text("B")
        }
        #expect(try sut.inspect().hStack().text(1).string() == "B")
    }

    @Test func searchWithPath() throws {
        let sut = VStack {
            Text("A");
            HStack {
                Text("B"); Text("C")
            }
        }
        #expect(try sut.inspect().find(text: "C").pathToRoot == "vStack().hStack(1).text(1)")
    }

    @Test func wrongTypeMessage() throws {
        let sut = Text("A")
        #expect(throws: InspectionError.inspection(path: "hStack()", factual: "Text", expected: "HStack")) {
            try sut.inspect().hStack()
        }
    }

    @Test func missingModifierMessage() throws {
        let error = #expect(throws: InspectionError.self) { try Text("A").inspect().text().padding() }
        #expect(error?.description == "Text does not have 'padding' modifier")
    }

    @Test func searchFailurePrintsTraversedTree() throws {
        let sut = VStack {
            Text("A"); Text("B")
        }
        let error = #expect(throws: InspectionError.self) { try sut.inspect().find(text: "Z") }
        #expect(
            error?.description == """
                Search did not find a match. Nearest candidates:
                  vStack().text(0): Text "A"
                  vStack().text(1): Text "B"
                Traversed:
                VStack
                  Text "A"
                  Text "B"
                """)
    }

    @Test func formattedValuesAreReadInTheLocaleGiven() throws {
        let sut = try Text("Total \(12.541, specifier: "%.2f") of \(1234, format: .number)").inspect().text()
        #expect(try sut.string() == "Total 12.54 of 1,234")
        #expect(try sut.string(locale: Locale(identifier: "de_DE")) == "Total 12,54 of 1.234")
        #expect(try Text("\(7, specifier: "%03d")").inspect().find(text: "007").string() == "007")
    }

    @Test func imagesInATextAreReadInOrder() throws {
        let star = Image(systemName: "star").antialiased(true)
        let sut = Text("A \(star) \(Text(Image("logo")))") + Text("\(Image(systemName: "heart"))")
        let text = try sut.inspect().text()
        #expect(try text.images() == [star, Image("logo"), Image(systemName: "heart")])
        #expect(try text.string() == "A Image('star') Image('logo')Image('heart')")
        #expect(try Text("plain").inspect().text().images() == [])
    }

    @Test func anAttributedStringIsReadBackOnlyFromTheTextItMade() throws {
        var link = AttributedString("docs")
        link.link = URL(string: "https://swift.org")
        let attributed = AttributedString("Read the ") + link
        #expect(try Text(attributed).bold().inspect().text().attributedString() == attributed)
        #expect(try (Text("> ") + Text(attributed)).inspect().text().string() == "> Read the docs")
        let plain = #expect(throws: InspectionError.self) {
            try Text("Test").inspect().text().attributedString()
        }
        #expect(plain?.description == "Please use attributes() for accessing the text styles on this view")
    }
}
