import FacetEngine
import FacetTestSupport
import FacetUI
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

    @Test func branchesBuildTheChosenShapeWithoutErasure() {
        let host = HeadlessHost(
            VStack {
                outline(isRound: true).fill(.red).frame(width: 4, height: 1)
                outline(isRound: false).fill(.blue).frame(width: 4, height: 1)
            })
        #expect(shapes(host).map(\.shape) == [.capsule, .rectangle])
        #expect(shapes(host).map(\.fill) == [.red, .blue])
        #expect(!host.contains(AnyView.self))
    }

    @Test func anOptionalShapeDrawsNothingWhenAbsent() {
        let host = HeadlessHost(
            VStack {
                marker(isShown: true).frame(width: 2, height: 1)
                marker(isShown: false).frame(width: 2, height: 1)
            })
        #expect(shapes(host).map(\.shape) == [.circle, .rectangle])
        #expect(shapes(host).last?.fill == nil && shapes(host).last?.stroke == nil)
    }

    @Test func anyShapeAcceptsABuilder() {
        let round = true
        let host = HeadlessHost(AnyShape { if round { Circle() } else { Rectangle() } }.stroke(.green))
        #expect(shapes(host) == [ResolvedShape(shape: .circle, fill: nil, stroke: .green)])
        #expect(HeadlessHost(AnyShape(shape: Ellipse())).dump.hasPrefix("Ellipse"))
    }
}
