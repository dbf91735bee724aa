import FacetInspector
import FacetUI
import Foundation
import Testing

/// The geometry effect, aspect ratio and image scale getters.
@MainActor @Suite struct TransformingModifiersTests {
    @Test func rotationAndRotation3D() throws {
        let sut = Text("A").rotationEffect(.degrees(5), anchor: .bottom)
            .rotation3DEffect(
                .degrees(7), axis: (x: 1, y: 2, z: 3), anchor: .top, anchorZ: 4, perspective: 0.5)
        let text = try sut.inspect().text()
        #expect(try text.rotation().angle == .degrees(5))
        #expect(try text.rotation().anchor == .bottom)
        let rotation3D = try text.rotation3D()
        #expect(rotation3D.angle == .degrees(7))
        #expect(rotation3D.axis == (1, 2, 3))
        #expect(rotation3D.anchor == .top && rotation3D.anchorZ == 4 && rotation3D.perspective == 0.5)
    }

    @Test func scaleForms() throws {
        #expect(try Text("A").scaleEffect(2).inspect().text().scaleEffect() == CGSize(width: 2, height: 2))
        #expect(try Text("A").scaleEffect(x: 3).inspect().text().scaleEffect() == CGSize(width: 3, height: 1))
        let sized = Text("A").scaleEffect(CGSize(width: 1, height: 4), anchor: .trailing)
        #expect(try sized.inspect().text().scaleEffect() == CGSize(width: 1, height: 4))
        #expect(try sized.inspect().text().scaleEffectAnchor() == .trailing)
    }

    @Test func transformAndProjection() throws {
        let transform = CGAffineTransform(scaleX: 0.5, y: 3)
        #expect(try Text("A").transformEffect(transform).inspect().text().transformEffect() == transform)
        var projection = ProjectionTransform()
        projection.m21 = 175
        #expect(
            try Text("A").projectionEffect(projection).inspect().text().projectionTransform() == projection)
    }

    @Test func aspectRatios() throws {
        let ratio = try Text("A").aspectRatio(CGSize(width: 3, height: 4), contentMode: .fit).inspect().text()
            .aspectRatio()
        #expect(ratio.aspectRatio == 0.75 && ratio.contentMode == .fit)
        #expect(try Text("A").scaledToFill().inspect().text().isScaledToFill())
        #expect(try !Text("A").scaledToFit().inspect().text().isScaledToFill())
        #expect(try Text("A").scaledToFit().inspect().text().isScaledToFit())
        #expect(try !Text("A").aspectRatio(2, contentMode: .fit).inspect().text().isScaledToFit())
    }

    @Test func imageScaleIsInherited() throws {
        let sut = VStack { Image(systemName: "star") }.imageScale(.large)
        #expect(try sut.inspect().vStack().imageScale() == .large)
        #expect(try sut.inspect().vStack().image(0).imageScale() == .large)
    }

    @Test func missingModifierMessages() throws {
        let error = #expect(throws: InspectionError.self) { try Text("A").inspect().text().rotation() }
        #expect(error?.description == "Text does not have 'rotationEffect' modifier")
        let fit = #expect(throws: InspectionError.self) {
            try Text("A").scaleEffect(2).inspect().text().isScaledToFit()
        }
        #expect(fit?.description == "Text does not have 'scaledToFit' modifier (it has: scaleEffect)")
    }

    @Test func flipsForRightToLeftLayoutDirectionIsInherited() throws {
        let sut = VStack {
            Text("1")
            VStack { Text("2").flipsForRightToLeftLayoutDirection(false) }.flipsForRightToLeftLayoutDirection(
                true)
        }
        .flipsForRightToLeftLayoutDirection(false)
        #expect(try !sut.inspect().find(text: "1").flipsForRightToLeftLayoutDirection())
        #expect(try sut.inspect().find(text: "2").flipsForRightToLeftLayoutDirection())
    }
}
