import FacetEngine
import FacetTestSupport
import FacetUI
import Foundation
import Testing

@ShapeBuilder @MainActor private func outline(isRound: Bool) -> some Shape {
    if isRound { Capsule() } else { Rectangle() }
}

@ShapeBuilder @MainActor private func marker(isShown: Bool) -> some Shape {
    if isShown { Circle() }
}

@MainActor @Suite struct ShapeBuilderTests {
    private func shapes(_ host: HeadlessHost) -> [ResolvedShape] {
        host.backend.allWidgets.compactMap { $0.content as? ResolvedShape }
    }

    /// The path of `shape` in a terminal frame `width` cells wide and 1 tall (drawn in
    /// square units).
    private func path(_ shape: some Shape, width: CGFloat = 4) -> Path {
        shape.path(in: CGRect(x: 0, y: 0, width: width, height: 2)).applying(
            CGAffineTransform(scaleX: 1, y: 0.5))
    }

    @Test func branchesBuildTheChosenShapeWithoutErasure() {
        let host = HeadlessHost(
            VStack {
                outline(isRound: true).fill(.red).frame(width: 4, height: 1)
                outline(isRound: false).fill(.blue).frame(width: 4, height: 1)
            })
        #expect(shapes(host).map(\.path) == [path(Capsule()), path(Rectangle())])
        #expect(shapes(host).map(\.fill) == [.red, .blue])
        #expect(!host.contains(AnyView.self))
    }

    @Test func anOptionalShapeDrawsNothingWhenAbsent() {
        let host = HeadlessHost(
            VStack {
                marker(isShown: true).frame(width: 2, height: 1)
                marker(isShown: false).frame(width: 2, height: 1)
            })
        #expect(shapes(host).first?.path == path(Circle(), width: 2))
        #expect(shapes(host).last?.path.isEmpty == true)
    }

    @Test func anyShapeAcceptsABuilder() {
        let round = true
        let host = HeadlessHost(AnyShape { if round { Circle() } else { Rectangle() } }.stroke(.green))
        #expect(shapes(host).map(\.stroke) == [.green])
        #expect(shapes(host).first?.strokeStyle == StrokeStyle(lineWidth: 1))
        #expect(HeadlessHost(AnyShape(shape: Ellipse())).dump.hasPrefix("Ellipse"))
    }
}
