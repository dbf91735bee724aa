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
        let mixed = #expect(throws: InspectionError.self) { try text.padding(.all) }
        #expect(
            mixed?.description
                == "The padding differs across the edges: top 0, leading 2, bottom 0, trailing 2")
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
        #expect(noEdges?.description == "padding(_:) needs at least one edge")
    }
}
