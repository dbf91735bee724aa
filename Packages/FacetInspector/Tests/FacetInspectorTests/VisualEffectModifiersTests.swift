import FacetInspector
import FacetUI
import Foundation
import Testing

/// `blur()`, the colour effects, `shadow()`, `blendMode()`, `clipShape(_:)`, `clipStyle()`
/// and `cornerRadius()`, with ViewInspector's error texts.
@MainActor @Suite struct VisualEffectModifiersTests {
    @Test func readsEveryEffectsValues() throws {
        let blurred = try EmptyView().blur(radius: 5, opaque: true).inspect().emptyView().blur()
        #expect(blurred.radius == 5 && blurred.isOpaque)
        #expect(try EmptyView().brightness(0.4).inspect().emptyView().brightness() == 0.4)
        #expect(try EmptyView().contrast(2).inspect().emptyView().contrast() == 2)
        #expect(try EmptyView().saturation(0.3).inspect().emptyView().saturation() == 0.3)
        #expect(try EmptyView().grayscale(1).inspect().emptyView().grayscale() == 1)
        #expect(try EmptyView().hueRotation(.degrees(30)).inspect().emptyView().hueRotation() == .degrees(30))
        #expect(try EmptyView().colorMultiply(.red).inspect().emptyView().colorMultiply() == .red)
        #expect(throws: Never.self) { try EmptyView().colorInvert().inspect().emptyView().colorInvert() }
        #expect(throws: Never.self) {
            try EmptyView().luminanceToAlpha().inspect().emptyView().luminanceToAlpha()
        }
        #expect(try EmptyView().blendMode(.darken).inspect().emptyView().blendMode() == .darken)
        let shadow = try EmptyView().shadow(color: .red, radius: 5, x: 6, y: 7).inspect().emptyView().shadow()
        #expect(shadow.color == .red && shadow.radius == 5 && shadow.offset == CGSize(width: 6, height: 7))
    }

    @Test func aMissingEffectSaysWhichModifierIsMissing() {
        #expect {
            try EmptyView().padding().inspect().emptyView().colorInvert()
        } throws: {
            ($0 as? InspectionError)?.localizedDescription == "EmptyView does not have 'colorInvert' modifier"
        }
        // Another effect is not the one asked for.
        #expect {
            try EmptyView().brightness(1).inspect().emptyView().contrast()
        } throws: {
            ($0 as? InspectionError)?.localizedDescription == "EmptyView does not have 'contrast' modifier"
        }
    }

    @Test func clipsReadTheirShapeAndStyle() throws {
        let clipped = try EmptyView().clipped(antialiased: false).inspect().emptyView()
        #expect(throws: Never.self) { try clipped.clipShape(Rectangle.self) }
        #expect(try clipped.clipStyle().isAntialiased == false)
        #expect(clipped.isClipped())

        let capsule = try EmptyView().clipShape(Capsule(), style: FillStyle(eoFill: true)).inspect()
            .emptyView()
        #expect(throws: Never.self) { try capsule.clipShape(Capsule.self) }
        #expect(try capsule.clipStyle() == FillStyle(eoFill: true))
        #expect(!capsule.isClipped())
        #expect {
            try capsule.clipShape(Circle.self)
        } throws: { ($0 as? InspectionError)?.localizedDescription == "Type mismatch: Capsule is not Circle" }

        #expect(try EmptyView().cornerRadius(5, antialiased: false).inspect().emptyView().cornerRadius() == 5)
        #expect {
            try EmptyView().padding().inspect().emptyView().cornerRadius()
        } throws: {
            ($0 as? InspectionError)?.localizedDescription
                == "EmptyView does not have 'cornerRadius' modifier"
        }
    }

    @Test func maskReadsItsViewAndIsNotAnOverlay() throws {
        let sut = try EmptyView().mask(Text("abc")).inspect().emptyView()
        #expect(try sut.mask().text().string() == "abc")
        #expect {
            try sut.overlay()
        } throws: {
            ($0 as? InspectionError)?.localizedDescription == "EmptyView does not have 'overlay' modifier"
        }
        let aligned = try Color.red.mask(alignment: .top) { Circle() }.inspect().color()
        #expect(try aligned.mask().alignment() == .top)
        #expect(throws: Never.self) { try EmptyView().mask(Text("stencil")).inspect().find(text: "stencil") }
    }

    @Test func effectsKeepTheContentReachable() throws {
        let sut = VStack { Text("Dim").brightness(0.2).clipShape(Circle()) }
        #expect(try sut.inspect().find(text: "Dim").brightness() == 0.2)
        #expect(try sut.inspect().vStack().text(0).string() == "Dim")
    }
}
