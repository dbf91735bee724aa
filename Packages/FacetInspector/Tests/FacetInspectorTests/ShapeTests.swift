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
        #expect(try AnyView(Circle()).inspect().anyView().shape().resolvedShape().kind == "Circle")
        let rounded = try RoundedRectangle(cornerRadius: 3).inspect().shape().actualShape(
            RoundedRectangle.self)
        #expect(rounded.cornerSize == CGSize(width: 3, height: 3))
        let sut = HStack {
            Text("A"); RoundedRectangle(cornerRadius: 2).stroke(.red, lineWidth: 1)
        }
        let shape = try sut.inspect().hStack().shape(1)
        #expect(try shape.resolvedShape().kind == "RoundedRectangle")
        #expect(try shape.strokeStyle() == StrokeStyle(lineWidth: 1))
        #expect(try shape.fillShapeStyle(Color.self) == .red)
    }

    @Test func fillStyleAndColor() throws {
        let sut = Ellipse().fill(.blue, style: FillStyle(eoFill: true))
        let shape = try sut.inspect().shape()
        #expect(try shape.fillShapeStyle(Color.self) == .blue)
        #expect(try shape.fillStyle() == FillStyle(eoFill: true))
        #expect(try shape.resolvedShape().fill == .blue)
        #expect(try shape.resolvedShape().fillStyle == FillStyle(eoFill: true))
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
        #expect(wrong?.description == "Type mismatch: Text is not InspectableShape")
        let inStack = #expect(throws: InspectionError.self) {
            try HStack { EmptyView() }.inspect().hStack().shape(0)
        }
        #expect(inStack?.description == "Type mismatch: EmptyView is not InspectableShape")
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

    @Test func pathsOfShapesAndModifiedShapes() throws {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let shape = Ellipse().inset(by: 10).offset(x: 10, y: 20).rotation(.degrees(30))
        #expect(try shape.inspect().shape().path(in: rect) == shape.path(in: rect))
        #expect(try Ellipse().fill(.red).inspect().shape().path(in: rect) == Path(ellipseIn: rect))
        #expect((Ellipse().fill() as? InspectableShape)?.path(in: rect) == Path(ellipseIn: rect))
        let bare = #expect(throws: InspectionError.self) {
            try Ellipse().inset(by: 5).inspect().shape().path(in: rect)
        }
        #expect(bare?.description == "Please put a void '.offset()' modifier before or after '.inset(by:)'")
        #expect(throws: Never.self) { try Ellipse().offset().inset(by: 5).inspect().shape().path(in: rect) }
    }

    @Test func shapeModifierAttributes() throws {
        #expect(try Ellipse().inset(by: 10).inspect().shape().inset() == 10)
        #expect(
            try Ellipse().offset(CGSize(width: 10, height: 20)).inspect().shape().offset()
                == CGSize(width: 10, height: 20))
        let scale = try Ellipse().scale(x: 0.4, y: 0.9, anchor: .topLeading).inspect().shape().scale()
        #expect(scale.x == 0.4 && scale.y == 0.9 && scale.anchor == .topLeading)
        let rotation = try Ellipse().rotation(.degrees(35), anchor: .topLeading).inspect().shape().rotation()
        #expect(rotation.angle == .degrees(35) && rotation.anchor == .topLeading)
        let transform = CGAffineTransform(translationX: 40, y: -3)
        #expect(try Ellipse().transform(transform).inspect().shape().transform() == transform)
        #expect(
            try Ellipse().size(CGSize(width: 10, height: 20)).offset().inspect().shape().size()
                == CGSize(width: 10, height: 20))
        let style = StrokeStyle(
            lineWidth: 5, lineCap: .round, lineJoin: .miter, miterLimit: 4, dash: [3, 2], dashPhase: 1)
        #expect(try Ellipse().stroke(style: style).offset().inspect().shape().strokeStyle() == style)
        let trim = try Ellipse().trim(from: 0.25, to: 0.9).offset().inspect().shape().trim()
        #expect(trim.from == 0.25 && trim.to == 0.9)
        let several = try Ellipse().rotation(.degrees(20)).offset(CGSize(width: 10, height: 30)).inset(by: 5)
            .inspect().shape()
        #expect(try several.offset() == CGSize(width: 10, height: 30))
        #expect(try several.inset() == 5)
        #expect(try several.rotation().angle == .degrees(20))
        let missing = #expect(throws: InspectionError.self) {
            try Ellipse().offset().inspect().shape().size()
        }
        #expect(missing?.description == "Ellipse does not have 'size' attribute")
    }

    @Test func aCustomShapeIsInspected() throws {
        struct Wedge: Shape {
            func path(in rect: CGRect) -> Path {
                Path { $0.addLines([.zero, CGPoint(x: rect.maxX, y: 0), CGPoint(x: 0, y: rect.maxY)]) }
            }
        }
        let sut = try VStack { Wedge().stroke(.red, lineWidth: 2) }.inspect().vStack().shape(0)
        #expect(try sut.strokeStyle() == StrokeStyle(lineWidth: 2))
        #expect(try sut.actualShape(_StrokedShape<Wedge>.self).style.lineWidth == 2)
        let rect = CGRect(x: 0, y: 0, width: 4, height: 4)
        #expect(try sut.path(in: rect) == Wedge().stroke(lineWidth: 2).path(in: rect))
    }
}
