import FacetInspector
import FacetUI
import Foundation
import Testing

/// `offset()`, `zIndex()`, `layoutPriority()`, `fixedSize()`, `isClipped()` and
/// `alignmentGuide(_:)`.
@MainActor @Suite struct PositioningModifiersTests {
    @Test func values() throws {
        let sut = try HStack {
            Text("A").offset(x: 1, y: 2).zIndex(3)
            Text("B").layoutPriority(1).fixedSize(horizontal: true, vertical: false).clipped()
        }.inspect().hStack()
        #expect(try sut.text(0).offset() == CGSize(width: 1, height: 2))
        #expect(try sut.text(0).zIndex() == 3)
        #expect(try sut.text(1).layoutPriority() == 1)
        #expect(try sut.text(1).fixedSize() == InspectedFixedSize(horizontal: true, vertical: false))
        #expect(try Text("C").fixedSize().inspect().text().fixedSize().vertical == true)
        #expect(try sut.text(1).isClipped() == true)
        #expect(try sut.text(0).isClipped() == false)
    }

    @Test func searchThroughModifiers() throws {
        let sut = VStack { Text("A").offset(x: 1).zIndex(1) }
        #expect(try sut.inspect().find(text: "A").pathToRoot == "vStack().text(0)")
        #expect(try sut.inspect().find(text: "A").zIndex() == 1)
    }

    @Test func missingModifiers() throws {
        let sut = try Text("A").inspect().text()
        for (name, read) in [
            ("offset", { _ = try sut.offset() }), ("zIndex", { _ = try sut.zIndex() }),
            ("layoutPriority", { _ = try sut.layoutPriority() }), ("fixedSize", { _ = try sut.fixedSize() }),
        ] as [(String, () throws -> Void)] {
            let error = #expect(throws: InspectionError.self) { try read() }
            #expect(error?.description == "Text does not have '\(name)' modifier")
        }
    }

    @Test func position() throws {
        let sut = try ZStack {
            Text("A").position(x: 5, y: 2)
            Text("B").position(CGPoint(x: 1, y: 1)).padding()
        }.inspect().zStack()
        #expect(try sut.text(0).position() == CGPoint(x: 5, y: 2))
        #expect(try sut.text(1).position() == CGPoint(x: 1, y: 1))
        #expect(try sut.find(text: "B").position() == CGPoint(x: 1, y: 1))
        let missing = #expect(throws: InspectionError.self) { try sut.position() }
        #expect(missing?.description == "ZStack does not have 'position' modifier")
    }

    @Test func alignmentGuideForTheViewsSize() throws {
        let sut = try VStack(alignment: .leading) {
            Text("Title")
            Text("Hanging").alignmentGuide(.leading) { $0.width / 7 }
            Text("Top").alignmentGuide(VerticalAlignment.top) { $0.height + 1 }
        }.inspect().vStack()
        // "Hanging" is seven cells wide.
        #expect(try sut.text(1).alignmentGuide(.leading) == 1)
        #expect(try sut.text(2).alignmentGuide(.top) == 2)
        let other = #expect(throws: InspectionError.self) { try sut.text(1).alignmentGuide(.trailing) }
        #expect(
            other?.description
                == "Text does not have 'alignmentGuide(.trailing)' modifier (it has: alignmentGuide(.leading))"
        )
    }

    @Test func coordinateSpaceName() throws {
        #expect(
            try EmptyView().coordinateSpace(name: "board").inspect().emptyView().coordinateSpaceName()
                == "board")
        let mismatch = #expect(throws: InspectionError.self) {
            try EmptyView().coordinateSpace(name: 3).inspect().emptyView().coordinateSpaceName()
        }
        #expect(mismatch?.description == "Type mismatch: Int is not String")
    }
}
