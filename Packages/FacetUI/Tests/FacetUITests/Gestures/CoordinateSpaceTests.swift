import FacetTestSupport
import FacetUI
import Foundation
import Testing

/// A 40 × 10 window: a 2-high band, then a board (a named space, y 2 to 10) whose right
/// part (x 10 to 40) is dragged in `space`.
private struct Board: View {
    let log: GestureLog
    let space: CoordinateSpace
    var declaration = 0

    var body: some View {
        let board = HStack(spacing: 0) {
            Color.gray.frame(width: 10, height: 8)
            Color.red.frame(width: 30, height: 8)
                .gesture(
                    DragGesture(minimumDistance: 0, coordinateSpace: space).onEnded { value in
                        log.add("\(value.startLocation) \(value.location)")
                    })
        }
        return VStack(spacing: 0) {
            Color.gray.frame(width: 40, height: 2)
            if declaration == 0 {
                board.coordinateSpace(name: "board")
            } else {
                board.coordinateSpace(.named("board"))
            }
        }
    }
}

@MainActor @Suite struct CoordinateSpaceTests {
    private func drag(_ space: CoordinateSpace, declaration: Int = 0) -> [String] {
        let log = GestureLog()
        let host = HeadlessHost(
            Board(log: log, space: space, declaration: declaration), width: 40, height: 10)
        host.drag(from: CGPoint(x: 15, y: 5), to: CGPoint(x: 20, y: 6))
        return log.entries
    }

    @Test func aDragReportsLocationsInTheNamedSpace() {
        let named = "CGPoint(x: 15.0, y: 3.0) CGPoint(x: 20.0, y: 4.0)"
        #expect(drag(.named("board")) == [named])
        #expect(drag(.named("board"), declaration: 1) == [named], "declared with .named")
        #expect(drag(.local) == ["CGPoint(x: 5.0, y: 3.0) CGPoint(x: 10.0, y: 4.0)"])
        #expect(drag(.global) == ["CGPoint(x: 15.0, y: 5.0) CGPoint(x: 20.0, y: 6.0)"])
        #expect(
            drag(.named("elsewhere")) == ["CGPoint(x: 15.0, y: 5.0) CGPoint(x: 20.0, y: 6.0)"],
            "a name no view declares is the window's space")
    }

    @Test func theProtocolsSpacesResolveToTheEnumsCases() {
        #expect(DragGesture(coordinateSpace: .named("board")).coordinateSpace == .named("board"))
        #expect(DragGesture(coordinateSpace: .global).coordinateSpace == .global)
        #expect(SpatialTapGesture(coordinateSpace: .local).coordinateSpace == .local)
        #expect(NamedCoordinateSpace.named(3) == .named(3))
        #expect(NamedCoordinateSpace.named(3) != .named("3"))
    }

    @Test func aSpatialTapReportsItsLocationInTheNamedSpace() {
        let log = GestureLog()
        let view = VStack(spacing: 0) {
            Color.gray.frame(width: 40, height: 4)
            Color.red.frame(width: 40, height: 6)
                .onTapGesture(coordinateSpace: .named("window")) { log.add("\($0)") }
        }
        .coordinateSpace(name: "window")
        let host = HeadlessHost(view, width: 40, height: 10)
        host.pointer(.down, 7, 8, at: 0)
        host.pointer(.up, 7, 8, at: 0.1)
        #expect(log.entries == ["CGPoint(x: 7.0, y: 8.0)"])
    }

    @Test func aGeometryProxyGivesItsFrameInANamedSpace() {
        let view = VStack(spacing: 0) {
            Color.gray.frame(width: 40, height: 2)
            VStack(spacing: 0) {
                Color.gray.frame(width: 40, height: 1)
                GeometryReader { proxy in
                    let bounds = proxy.bounds(of: .named("inner")).map { "\(Int($0.minY))" } ?? "none"
                    Text(
                        "named \(Int(proxy.frame(in: .named("inner")).minY)) "
                            + "global \(Int(proxy.frame(in: .global).minY)) bounds \(bounds)")
                }
                .frame(height: 3)
            }
            .coordinateSpace(name: "inner")
        }
        let host = HeadlessHost(view, width: 40, height: 6)
        #expect(host.texts == ["named 1 global 3 bounds -1"])
    }
}
