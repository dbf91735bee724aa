import FacetTestSupport
import FacetUI
import Foundation
import Testing

/// A view dragged with a `DragGesture`: its live translation in a `@GestureState`.
private struct DragProbe: View {
    let log: GestureLog
    var minimumDistance: CGFloat = 2
    var coordinateSpace: CoordinateSpace = .local
    @GestureState private var live = CGSize.zero

    var body: some View {
        GestureStage(
            status: "live \(Int(live.width)),\(Int(live.height))",
            content: Color.red.gesture(
                DragGesture(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace)
                    .updating($live) { value, state, _ in state = value.translation }
                    .onChanged { value in
                        log.add(
                            "changed \(value.location) from \(value.startLocation) by \(value.translation)")
                    }
                    .onEnded { value in
                        log.add("ended \(value.translation) predicted \(value.predictedEndLocation)")
                    }))
    }
}

@MainActor @Suite struct DragGestureTests {
    @Test func aDragReportsLocationsInTheViewAndItsTranslation() {
        let log = GestureLog()
        let host = HeadlessHost(DragProbe(log: log), width: 40, height: 10)
        #expect(host.pointer(.down, 5, 5, at: 0))
        host.pointer(.moved, 6, 5, at: 0.1)
        #expect(log.entries.isEmpty, "under the minimum distance")
        host.pointer(.moved, 10, 7, at: 0.2)
        #expect(
            log.entries == [
                "changed CGPoint(x: 10.0, y: 6.0) from CGPoint(x: 5.0, y: 4.0) by CGSize(width: 5.0, height: 2.0)"
            ])
        #expect(host.texts.first == "live 5,2")
        host.pointer(.up, 12, 7, at: 0.3)
        // 2 cells in 0.1 s: 20 per second; the prediction is a quarter second ahead.
        #expect(
            log.entries.last == "ended CGSize(width: 7.0, height: 2.0) predicted CGPoint(x: 17.0, y: 6.0)")
        #expect(host.texts.first == "live 0,0", "the gesture state is reset when the drag ends")
    }

    @Test func globalCoordinatesAreTheWindows() {
        let log = GestureLog()
        let host = HeadlessHost(
            DragProbe(log: log, minimumDistance: 0, coordinateSpace: .global), width: 40, height: 10)
        host.pointer(.down, 5, 5, at: 0)
        #expect(
            log.entries == [
                "changed CGPoint(x: 5.0, y: 5.0) from CGPoint(x: 5.0, y: 5.0) by CGSize(width: 0.0, height: 0.0)"
            ], "minimum distance 0 starts at once")
    }

    @Test func aPressThatDoesNotMoveFarEnoughIsNoDrag() {
        let log = GestureLog()
        let host = HeadlessHost(DragProbe(log: log), width: 40, height: 10)
        host.pointer(.down, 5, 5, at: 0)
        host.pointer(.moved, 6, 5, at: 0.1)
        host.pointer(.up, 6, 5, at: 0.2)
        #expect(log.entries.isEmpty)
        #expect(host.isTrackingPointer == false)
    }

    @Test func aPressOutsideTheViewIsNotItsDrag() {
        let log = GestureLog()
        let host = HeadlessHost(DragProbe(log: log), width: 40, height: 10)
        #expect(host.pointer(.down, 5, 0, at: 0) == false, "the status line has no gesture")
        host.pointer(.moved, 20, 5, at: 0.1)
        host.pointer(.up, 20, 5, at: 0.2)
        #expect(log.entries.isEmpty)
    }

    @Test func aViewThatGoesAwayEndsItsDragAndResetsItsState() {
        struct Host: View {
            let log: GestureLog
            @State var shown = true
            var body: some View {
                VStack(spacing: 0) {
                    Button("hide") { shown = false }
                    if shown { DragProbe(log: log) }
                }
            }
        }
        let log = GestureLog()
        let host = HeadlessHost(Host(log: log), width: 40, height: 10)
        host.pointer(.down, 5, 5, at: 0)
        host.pointer(.moved, 10, 5, at: 0.1)
        #expect(log.entries.count == 1)
        host.send(.activate, toText: "hide")
        host.flush()
        host.pointer(.moved, 15, 5, at: 0.2)
        host.pointer(.up, 15, 5, at: 0.3)
        #expect(log.entries.count == 1, "no callback after the view went away")
        #expect(host.isTrackingPointer == false)
    }
}
