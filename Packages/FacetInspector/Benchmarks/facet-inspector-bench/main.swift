// facet-inspector-bench: how long FacetInspector's searches take in hierarchies of n views,
// release build, medians. Run: `swift run -c release facet-inspector-bench [n …]`. The timing
// and the table are FacetBenchmarkSupport's (shared with the other packages' benchmarks).
import FacetBenchmarkSupport
import FacetInspector
import FacetUI
import Foundation

/// A row as apps write them: a custom view with a stack of a few views.
struct Row: View {
    let index: Int
    var body: some View {
        HStack {
            Text("Row \(index)")
            Image(systemName: "star")
        }
    }
}

/// How many times each search is timed: 7, or `FACET_BENCH_RUNS` (to profile).
let defaultRuns = ProcessInfo.processInfo.environment["FACET_BENCH_RUNS"].flatMap { Int($0) } ?? 7

/// The median and the minimum of `runs` timings of `work`, as "6.40 ms (min 6.10)".
func timing(runs: Int = defaultRuns, _ work: () throws -> Void) rethrows -> String {
    var times: [Double] = []
    for _ in 0..<max(1, runs) { times.append(try seconds(work)) }
    return String(format: "%8.2f ms (min %.2f)", median(times) * 1e3, times.min()! * 1e3)
}

@MainActor func run() throws {
    let table = Table(
        ("views", 10), ("find(text:) last of n texts", 30), ("same, in n/4 custom rows", 27),
        ("findAll(Text) in n/4 rows", 28), ("failed find(text:) in n texts", 0))
    print(table.header)
    for n in benchmarkSizes(default: [1_000, 10_000, 100_000]) {
        let flat = try VStack { ForEach(0..<n, id: \.self) { Text("Row \($0)") } }
            .inspect(size: CGSize(width: 40, height: n + 2))
        let last = "Row \(n - 1)"
        let found = try timing {
            let string = try flat.find(text: last).string()
            precondition(string == last)
        }
        // A custom view, its stack, a text and an image: four views a row.
        let rowCount = n / 4
        let rows = try VStack { ForEach(0..<rowCount, id: \.self) { Row(index: $0) } }
            .inspect(size: CGSize(width: 40, height: rowCount + 2))
        let lastRow = "Row \(rowCount - 1)"
        let foundInRows = try timing {
            let string = try rows.find(text: lastRow).string()
            precondition(string == lastRow)
        }
        // Every result's path is spelled.
        let all = timing {
            precondition(rows.findAll(ViewType.Text.self).count == rowCount)
        }
        // A failure walks every view twice more: to rank the candidates, and to print the tree.
        // `FACET_BENCH_NO_FAILURE=1` leaves it out (to profile the searches that succeed).
        let measuresFailure = ProcessInfo.processInfo.environment["FACET_BENCH_NO_FAILURE"] == nil
        let failed =
            measuresFailure
            ? timing(runs: 3) { precondition((try? flat.find(text: "Absent")) == nil) } : "       —"
        print(table.row(String(n), found, foundInRows, all, failed))
    }
}

try MainActor.assumeIsolated { try run() }
