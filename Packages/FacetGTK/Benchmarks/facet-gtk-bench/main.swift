// facet-gtk-bench: the cost of changing one row of an n-row list on the GTK backend (FacetUI's
// update plus GTK's work for it), and of the first render. Needs a display:
// `xvfb-run -a swift run -c release facet-gtk-bench`.
import FacetGTK
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
            // A fixed width: in a proportional font "[x]" is wider than "[ ]", and a row
            // that changes width re-places the whole stack (as in SwiftUI).
            Text(row.done ? "[x]" : "[ ]").frame(width: 24, alignment: .leading)
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

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

func format(_ seconds: Double) -> String { String(format: "%.3f ms", seconds * 1e3) }

@MainActor func run() {
    guard GTK.unavailableReason == nil else {
        print("facet-gtk-bench: \(GTK.unavailableReason ?? "")")
        exit(1)
    }
    let sizes = CommandLine.arguments.dropFirst().compactMap { Int($0) }
    print("n          first render     update (one row)   bodies/update   widgets updated/update")
    for n in sizes.isEmpty ? [100, 1_000, 10_000] : sizes {
        var renderTimes: [Double] = []
        var graph: ViewGraph?
        var backend: GTKBackend?
        var model = Model(count: n)
        for _ in 0..<3 {
            model = Model(count: n)
            let m = model
            renderTimes.append(
                seconds {
                    let gtk = GTKBackend(windowSize: CGSize(width: 400, height: 20 * n))
                    graph = ViewGraph(rootView: ListView(model: m), backend: gtk, size: gtk.windowSize)
                    GTK.processPendingEvents()
                    backend = gtk
                })
        }
        guard let graph, backend != nil else { continue }
        var updateTimes: [Double] = []
        var bodies = 0
        var updated = 0
        let updates = 101
        for index in 0..<updates {
            let row = model.rows[(index * 7_919) % n]
            updateTimes.append(
                seconds {
                    row.done.toggle()
                    graph.flush()
                    GTK.processPendingEvents()
                })
            bodies += graph.lastTransaction.bodiesEvaluated
            updated += graph.lastTransaction.widgetsUpdated
        }
        print(
            String(n).padding(toLength: 11, withPad: " ", startingAt: 0)
                + format(median(renderTimes)).padding(toLength: 17, withPad: " ", startingAt: 0)
                + format(median(updateTimes)).padding(toLength: 19, withPad: " ", startingAt: 0)
                + String(format: "%.1f", Double(bodies) / Double(updates)).padding(
                    toLength: 16, withPad: " ", startingAt: 0)
                + String(format: "%.1f", Double(updated) / Double(updates)))
    }
    print("(medians; first render: 3 runs; update: 101 toggles of one row's checkbox, GTK's pending work included)")
}

setenv("GTK_A11Y", "none", 0)
MainActor.assumeIsolated { run() }
