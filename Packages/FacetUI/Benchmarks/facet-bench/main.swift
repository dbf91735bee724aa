// facet-bench: per-update cost of changing one row of an n-row list, and first-render
// cost, with the headless backend. Run in release: `swift run -c release facet-bench`.
import FacetUI
import Foundation
import Observation

@Observable final class Row: Identifiable {
    let id: Int
    var title: String
    var done = false
    init(id: Int) { (self.id, self.title) = (id, "Task \(id)") }
}

@Observable final class Model {
    var rows: [Row]
    init(count: Int) { rows = (0..<count).map(Row.init) }
}

struct RowView: View {
    let row: Row
    var body: some View {
        HStack {
            Text(row.done ? "[x]" : "[ ]")
            Text(row.title)
        }
    }
}

struct ListView: View {
    let model: Model
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(model.rows) { RowView(row: $0) }
        }
    }
}

func seconds(_ work: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    work()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

func format(_ seconds: Double) -> String {
    seconds < 1e-3 ? String(format: "%.4f ms", seconds * 1e3) : String(format: "%.1f ms", seconds * 1e3)
}

@MainActor func run() {
    let sizes = CommandLine.arguments.dropFirst().compactMap { Int($0) }
    print("n          first render   update (one row)   bodies/update   widgets updated/update")
    for n in sizes.isEmpty ? [100, 1_000, 10_000, 100_000] : sizes {
        let renders = n >= 100_000 ? 3 : 5
        var renderTimes: [Double] = []
        var graph: ViewGraph?
        var model = Model(count: n)
        for _ in 0..<renders {
            model = Model(count: n)
            let m = model
            renderTimes.append(
                seconds {
                    graph = ViewGraph(
                        rootView: ListView(model: m), backend: HeadlessBackend(),
                        size: CGSize(width: 40, height: CGFloat(n)))
                })
        }
        guard let graph else { continue }
        var updateTimes: [Double] = []
        var bodies = 0
        var updated = 0
        let updates = 301
        for index in 0..<updates {
            let row = model.rows[(index * 7_919) % n]
            updateTimes.append(
                seconds {
                    row.done.toggle()
                    graph.flush()
                })
            bodies += graph.lastTransaction.bodiesEvaluated
            updated += graph.lastTransaction.widgetsUpdated
        }
        print(
            String(n).padding(toLength: 11, withPad: " ", startingAt: 0)
                + format(median(renderTimes)).padding(toLength: 15, withPad: " ", startingAt: 0)
                + format(median(updateTimes)).padding(toLength: 19, withPad: " ", startingAt: 0)
                + String(format: "%.1f", Double(bodies) / Double(updates)).padding(
                    toLength: 16, withPad: " ", startingAt: 0)
                + String(format: "%.1f", Double(updated) / Double(updates)))
    }
    print("(medians; first render: \(5) runs, 3 at n = 100,000; update: 301 toggles of one row's checkbox)")
}

MainActor.assumeIsolated { run() }
