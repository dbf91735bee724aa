// facet-bench: per-update cost of changing one row of an n-row list, and first-render
// cost, with the headless backend. Run in release: `swift run -c release facet-bench`.
// The list, its rows and the timing are FacetBenchmarkSupport's (shared with the other
// packages' benchmarks).
import FacetBenchmarkSupport
import FacetUI
import Foundation

@MainActor func run() {
    let table = Table(
        ("n", 11), ("first render", 15), ("update (one row)", 19), ("bodies/update", 16),
        ("widgets updated/update", 0))
    print(table.header)
    for n in benchmarkSizes(default: [100, 1_000, 10_000, 100_000]) {
        let list = ListBenchmark(n: n, renders: n >= 100_000 ? 3 : 5) { model in
            ViewGraph(
                rootView: ListView(model: model), backend: HeadlessBackend(),
                size: CGSize(width: 40, height: CGFloat(n)))
        }
        let updates = list.toggleRows(301)
        print(
            table.row(
                String(n), format(list.firstRender), format(updates.median),
                format(average: updates.bodiesPerUpdate), format(average: updates.widgetsUpdatedPerUpdate)))
    }
    print("(medians; first render: \(5) runs, 3 at n = 100,000; update: 301 toggles of one row's checkbox)")
}

MainActor.assumeIsolated { run() }
