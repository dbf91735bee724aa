// facet-bench: per-update cost of changing one row of an n-row list, and first-render
// cost, with the headless backend. Run in release: `swift run -c release facet-bench`;
// `facet-bench list` measures a `List` of n rows instead of a `VStack`, `facet-bench grid` a
// four-column `LazyVGrid` in a `ScrollView`.
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

/// `facet-bench list [n …]` / `facet-bench grid [n …]`: a lazy container of n rows (a `List`,
/// or a `LazyVGrid` of four columns in a `ScrollView`: n / 4 lines) in an 80×24 window —
/// first render, widgets, resident memory growth of the render, scrolling one page,
/// changing one row in view.
@MainActor func runLazy<Content: View>(
    sizes: [Int], scrolling kind: String, lines: @escaping (Int) -> Int,
    _ content: @escaping (Model) -> Content
) {
    let table = Table(
        ("n", 11), ("first render", 15), ("widgets", 10), ("memory", 11), ("page scroll", 14),
        ("update (one row)", 19), ("bodies/update", 0))
    print(table.header)
    let window = CGSize(width: 80, height: 24)
    for n in sizes {
        // Memory first, from a fresh model: what the render adds.
        let model = Model(count: n)
        let before = residentMemory()
        let measured = ViewGraph(rootView: content(model), backend: HeadlessBackend(), size: window)
        let memory = residentMemory() - before
        _ = measured
        // The graphs rendered are kept until the end: releasing an old model of n rows is
        // not the render's cost.
        var backend = HeadlessBackend()
        var kept: [ViewGraph] = []
        let list = ListBenchmark(n: n, renders: 5) { model in
            backend = HeadlessBackend()
            let graph = ViewGraph(rootView: content(model), backend: backend, size: window)
            kept.append(graph)
            return graph
        }
        let widgets = backend.allWidgets.count
        guard let listWidget = backend.allWidgets.first(where: { $0.content.kind == kind }) else { return }
        var scrolls: [Double] = []
        for page in 1...101 {
            scrolls.append(
                seconds {
                    listWidget.send(.scroll(CGPoint(x: 0, y: CGFloat(page * 24 % max(1, lines(n) - 24)))))
                    list.graph.flush()
                })
        }
        listWidget.send(.scroll(.zero))
        list.graph.flush()
        let rows = list.model.rows
        let updates = list.update(301) { index in rows[index % 20].done.toggle() }
        kept.removeAll()
        print(
            table.row(
                String(n), format(list.firstRender), String(widgets), format(bytes: memory),
                format(median(scrolls)),
                format(updates.median), format(average: updates.bodiesPerUpdate)))
    }
    print(
        "(medians; first render: 5 runs; page scroll: 101 scrolls by a page; update: 301 toggles of a row in view)"
    )
}

MainActor.assumeIsolated {
    let lazySizes = [1_000, 10_000, 100_000]
    switch CommandLine.arguments.dropFirst().first {
    case "list":
        runLazy(sizes: benchmarkSizes(default: lazySizes), scrolling: "List", lines: { $0 }) {
            LazyListView(model: $0)
        }
    case "grid":
        runLazy(sizes: benchmarkSizes(default: lazySizes), scrolling: "ScrollView", lines: { $0 / 4 }) {
            LazyGridView(model: $0)
        }
    default:
        run()
    }
}
