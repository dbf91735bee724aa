// facet-gtk-bench: the cost of changing one row of an n-row list on the GTK backend (FacetUI's
// update plus GTK's work for it), and of the first render. Needs a display:
// `xvfb-run -a swift run -c release facet-gtk-bench`. The list and the timing are
// FacetBenchmarkSupport's (shared with the other packages' benchmarks).
import FacetBenchmarkSupport
import FacetGTK
import FacetUI
import Foundation

/// A row whose check mark has a fixed width: in a proportional font "[x]" is wider than
/// "[ ]", and a row that changes width re-places the whole stack (as in SwiftUI).
struct FixedCheckRowView: View {
    let row: Row
    var body: some View {
        HStack {
            Text(row.done ? "[x]" : "[ ]").frame(width: 24, alignment: .leading)
            Text(row.title)
        }
    }
}

@MainActor func run() {
    guard GTK.unavailableReason == nil else {
        print("facet-gtk-bench: \(GTK.unavailableReason ?? "")")
        exit(1)
    }
    let table = Table(
        ("n", 11), ("first render", 17), ("update (one row)", 19), ("bodies/update", 16),
        ("widgets updated/update", 0))
    print(table.header)
    for n in benchmarkSizes(default: [100, 1_000, 10_000]) {
        let list = ListBenchmark(n: n, renders: 3) { model in
            let gtk = GTKBackend(windowSize: CGSize(width: 400, height: 20 * n))
            let graph = ViewGraph(
                rootView: ListView(model: model) { FixedCheckRowView(row: $0) }, backend: gtk,
                size: gtk.windowSize)
            GTK.processPendingEvents()
            return graph
        }
        let updates = list.toggleRows(101, settle: { GTK.processPendingEvents() })
        print(
            table.row(
                String(n), format(list.firstRender), format(updates.median),
                format(average: updates.bodiesPerUpdate), format(average: updates.widgetsUpdatedPerUpdate)))
    }
    print(
        "(medians; first render: 3 runs; update: 101 toggles of one row's checkbox, GTK's pending work included)"
    )
}

setenv("GTK_A11Y", "none", 0)
MainActor.assumeIsolated { run() }
