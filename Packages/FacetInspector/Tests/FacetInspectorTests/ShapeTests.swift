import FacetInspector
import FacetUI
import Foundation
import Testing

private struct Light: View {
    @State var isOn = false
    var body: some View {
        VStack {
            Circle().fill(isOn ? Color.green : Color.red)
            Toggle("On", isOn: $isOn)
        }
    }
}

@MainActor @Suite struct ShapeTests {
    @Test func extractionFromSingleAndMultipleViewContainers() throws {
        #expect(try AnyView(Circle()).inspect().anyView().shape().resolvedShape().shape == .circle)
        let rounded = try RoundedRectangle(cornerRadius: 3).inspect().shape().actualShape(
            RoundedRectangle.self)
        #expect(rounded.cornerSize == CGSize(width: 3, height: 3))
        let sut = HStack {
            Text("A"); RoundedRectangle(cornerRadius: 2).stroke(.red, lineWidth: 1)
        }
        let shape = try sut.inspect().hStack().shape(1)
        #expect(try shape.resolvedShape().cornerRadius == 2)
        #expect(try shape.strokeStyle() == StrokeStyle(lineWidth: 1))
        #expect(try shape.fillShapeStyle(Color.self) == .red)
    }

    @Test func fillStyleAndColor() throws {
        let sut = Ellipse().fill(.blue, style: FillStyle(eoFill: true))
        let shape = try sut.inspect().shape()
        #expect(try shape.fillShapeStyle(Color.self) == .blue)
        #expect(try shape.fillStyle() == FillStyle(eoFill: true))
        #expect(try shape.resolvedShape() == ResolvedShape(shape: .ellipse, fill: .blue))
        #expect(throws: Never.self) { try Rectangle().inspect().shape().fillShapeStyle(ForegroundStyle.self) }
    }

    @Test func searchPath() throws {
        let sut = VStack {
            Text("A"); HStack { Capsule() }
        }
        #expect(try sut.inspect().find(ViewType.Shape.self).pathToRoot == "vStack().hStack(1).shape(0)")
    }

    @Test func fillFollowsState() throws {
        let sut = try Light().inspect()
        #expect(try sut.find(ViewType.Shape.self).resolvedShape().fill == .red)
        try sut.find(ViewType.Toggle.self).tap()
        #expect(try sut.find(ViewType.Shape.self).resolvedShape().fill == .green)
    }

    @Test func errorMessages() throws {
        let wrong = #expect(throws: InspectionError.self) { try Text("A").inspect().shape() }
        #expect(wrong?.description == "shape() found Text instead of Shape")
        let bounds = #expect(throws: InspectionError.self) {
            try HStack { Circle() }.inspect().hStack().shape(2)
        }
        #expect(bounds?.description == "Enclosed view index '2' is out of bounds: '0 ..< 1'")
        let notStroked = #expect(throws: InspectionError.self) {
            try Circle().inspect().shape().strokeStyle()
        }
        #expect(notStroked?.description == "Circle does not have 'style' attribute")
        let style = #expect(throws: InspectionError.self) {
            try Circle().inspect().shape().fillShapeStyle(Color.self)
        }
        #expect(style?.description == "Type mismatch: ForegroundStyle is not Color")
        let missing = #expect(throws: InspectionError.self) { try Circle().inspect().shape().padding() }
        #expect(missing?.description == "Circle does not have 'padding' modifier")
    }
}
