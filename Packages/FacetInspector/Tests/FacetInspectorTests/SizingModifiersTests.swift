import FacetInspector
import FacetUI
import Foundation
import Testing

/// `frame()`/`fixedFrame()` and their parts, and `flexFrame()`.
@MainActor @Suite struct SizingModifiersTests {
    @Test func fixedFrame() throws {
        let sut = VStack { Text("A").frame(width: 10, height: 2, alignment: .leading) }
        let text = try sut.inspect().vStack().text(0)
        #expect(try text.frame() == InspectedFrame(width: 10, height: 2, alignment: .leading))
        #expect(try text.fixedFrame() == InspectedFrame(width: 10, height: 2, alignment: .leading))
        #expect(try text.fixedWidth() == 10)
        #expect(try text.fixedHeight() == 2)
        #expect(try text.fixedAlignment() == .leading)
        let error = #expect(throws: InspectionError.self) {
            try Text("A").frame(width: 3).inspect().text().fixedHeight()
        }
        #expect(error?.description == "Text does not have 'frame(height:)' modifier (it has: frame)")
    }

    @Test func flexFrame() throws {
        let sut = HStack {
            Text("A"); Text("B").frame(minWidth: 2, maxWidth: .infinity, maxHeight: 3, alignment: .topLeading)
        }
        let frame = try sut.inspect().hStack().text(1).flexFrame()
        #expect(
            frame
                == InspectedFlexFrame(minWidth: 2, maxWidth: .infinity, maxHeight: 3, alignment: .topLeading))
        #expect(frame.idealWidth.isNaN)
        #expect(frame.maxWidth == .infinity)
    }

    @Test func flexFrameFromSingleViewContainerAndSearch() throws {
        let sut = AnyView(Text("A").frame(maxWidth: 5))
        #expect(try sut.inspect().anyView().text().flexFrame().maxWidth == 5)
        let nested = VStack { HStack { Text("X").frame(minHeight: 1) } }
        #expect(try nested.inspect().find(text: "X").flexFrame().minHeight == 1)
        #expect(try nested.inspect().find(text: "X").pathToRoot == "vStack().hStack(0).text(0)")
    }

    @Test func missingModifierMessages() throws {
        let error = #expect(throws: InspectionError.self) {
            try Text("A").frame(width: 2).inspect().text().flexFrame()
        }
        #expect(
            error?.description
                == "Text does not have 'frame(minWidth: idealWidth: maxWidth: minHeight: idealHeight: maxHeight: alignment:)' modifier (it has: frame)"
        )
    }
}
