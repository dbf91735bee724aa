import FacetInspector
import FacetUI
import Foundation
import Testing

/// `padding()` (several added up), `padding(_:)` and `hasPadding(_:)`, and the errors.
@MainActor @Suite struct LayoutModifiersTests {
    @Test func padding() throws {
        let sut = Text("A").padding(.horizontal, 2)
        #expect(try sut.inspect().text().padding() == EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2))
        // Several paddings add up, as in ViewInspector.
        let stacked = try Text("B").padding(.horizontal, 2).padding(.top, 3).padding(.leading, 1).inspect()
        #expect(try stacked.text().padding() == EdgeInsets(top: 3, leading: 3, bottom: 0, trailing: 2))
        #expect(try stacked.text().padding(.leading) == 3)
    }

    @Test func paddingOnEdges() throws {
        let text = try Text("A").padding(.horizontal, 2).inspect().text()
        #expect(try text.padding(.leading) == 2)
        #expect(try text.padding(.horizontal) == 2)
        #expect(text.hasPadding(.horizontal))
        #expect(text.hasPadding() == false)
        #expect(try Text("B").padding().inspect().text().hasPadding())
        #expect(try Text("C").inspect().text().hasPadding() == false)
        // An edge no padding covers has no padding modifier, as in ViewInspector.
        let uncovered = #expect(throws: InspectionError.self) { try text.padding(.all) }
        #expect(uncovered?.message == "Text does not have 'padding' modifier")
        let mixed = #expect(throws: InspectionError.self) {
            try Text("A").padding(.top, 1).padding(.horizontal, 2).inspect().text().padding([.top, .leading])
        }
        #expect(
            mixed?.description
                == "Insets for edges '[SwiftUI.Edge.top, SwiftUI.Edge.leading]' have different values, "
                + "consider calling `padding` individually per edge.")
    }

    @Test func paddingWithoutAValueHasNoInsetToGive() throws {
        let all = #expect(throws: InspectionError.self) { try Text("A").padding().inspect().text().padding() }
        #expect(
            all?.description == "Please use `hasPadding(_:)` for inspecting padding without explicit value.")
        let sut = try Text("B").padding(.trailing).padding(.trailing, 4).inspect().text()
        let trailing = #expect(throws: InspectionError.self) { try sut.padding(.trailing) }
        #expect(
            trailing?.description
                == "Undefined inset for 'trailing' edge. Consider calling `hasPadding(_:)` "
                + "instead to assure a default padding is applied.")
        #expect(sut.hasPadding(.trailing))
        #expect(sut.hasPadding(.leading) == false)
    }

    @Test func fromSingleAndMultipleViewContainers() throws {
        #expect(try AnyView(Text("A").padding(3)).inspect().anyView().text().padding(.all) == 3)
        let sut = try VStack {
            Text("x"); HStack { Text("B") }.padding(.vertical, 1)
        }.inspect()
        #expect(
            try sut.vStack().hStack(1).padding() == EdgeInsets(top: 1, leading: 0, bottom: 1, trailing: 0))
        #expect(try sut.find(text: "B").hasPadding() == false)
    }

    @Test func missingModifierMessages() throws {
        let padding = #expect(throws: InspectionError.self) {
            try EmptyView().inspect().emptyView().padding()
        }
        #expect(padding?.description == "EmptyView does not have 'padding' modifier")
        let others = #expect(throws: InspectionError.self) {
            try Text("A").frame(width: 1).inspect().text().padding()
        }
        #expect(others?.description == "Text does not have 'padding' modifier (it has: frame)")
        let noEdges = #expect(throws: InspectionError.self) {
            try Text("A").padding().inspect().text().padding([])
        }
        #expect(noEdges?.description == "No edge is specified")
    }
}
