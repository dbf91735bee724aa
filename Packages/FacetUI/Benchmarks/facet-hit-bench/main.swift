// facet-hit-bench: the cost of one pointer event as the number of views grows. A window
// holds n rows, each a view with a tap gesture and a hover region; a press and release on a
// row (hit testing, then the tap's recogniser) and a hover move (hit testing alone) are
// timed, with the nodes hit testing looked at. Run in release:
// `swift run -c release facet-hit-bench [n …]`.
import FacetBenchmarkSupport
import FacetUI
@_spi(Backend) import FacetUICore
import Foundation

/// n rows of one cell's height, each tappable and hoverable.
struct HitRows: View {
    let count: Int
    let taps: TapCounter

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { row in
                Text("Row \(row)")
                    .onHover { _ in }
                    .gesture(TapGesture().onEnded { taps.count += 1 })
            }
        }
    }
}

/// Counts the taps recognised (each press and release on a row is one).
@MainActor final class TapCounter {
    var count = 0
}

@MainActor func run() {
    let table = Table(
        ("n", 11), ("first render", 15), ("press+release", 16), ("hover move", 13), ("nodes visited", 0))
    print(table.header)
    let events = 1_001
    for n in benchmarkSizes(default: [1_000, 10_000, 100_000]) {
        let taps = TapCounter()
        var graph: ViewGraph?
        let render = seconds {
            graph = ViewGraph(
                rootView: HitRows(count: n, taps: taps), backend: HeadlessBackend(),
                size: CGSize(width: 20, height: CGFloat(n)))
        }
        guard let graph else { return }
        // Rows spread over the whole list, the same for every n (a fixed stride).
        let rows = (0..<events).map { CGFloat(($0 * 7_919) % n) + 0.5 }
        let start = Date(timeIntervalSinceReferenceDate: 0)
        var presses: [Double] = []
        var hovers: [Double] = []
        var visits: [Int] = []
        for (index, y) in rows.enumerated() {
            // Presses 1 s apart: each is a new single tap.
            let time = start.addingTimeInterval(Double(index))
            presses.append(
                seconds {
                    graph.handlePointer(PointerEvent(.down, at: CGPoint(x: 10, y: y), time: time))
                    graph.handlePointer(
                        PointerEvent(.up, at: CGPoint(x: 10, y: y), time: time.addingTimeInterval(0.05)))
                })
            visits.append(graph.hitTestVisits)
            hovers.append(seconds { graph.handleHover(at: CGPoint(x: 10, y: y)) })
        }
        precondition(taps.count == events, "every press was a tap: \(taps.count) of \(events)")
        print(
            table.row(
                String(n), format(render), format(median(presses)), format(median(hovers)),
                "\(visits.min() ?? 0)–\(visits.max() ?? 0)"))
    }
    print("(medians of \(events) events per n, on rows spread over the list; headless backend)")
}

MainActor.assumeIsolated { run() }
