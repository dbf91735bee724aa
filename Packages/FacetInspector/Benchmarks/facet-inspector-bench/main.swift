// facet-inspector-bench: how long FacetInspector's searches take in hierarchies of n views,
// release build, medians. Run: `swift run -c release facet-inspector-bench [n …]`.
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

func milliseconds(_ work: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try work()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

/// How many times each search is timed: 7, or `FACET_BENCH_RUNS` (to profile).
let defaultRuns = ProcessInfo.processInfo.environment["FACET_BENCH_RUNS"].flatMap { Int($0) } ?? 7

/// The median and the minimum of `runs` timings of `work`, as "6.40 ms (min 6.10)".
func timing(runs: Int = defaultRuns, _ work: () throws -> Void) rethrows -> String {
    var times: [Double] = []
    for _ in 0..<max(1, runs) { times.append(try milliseconds(work)) }
    times.sort()
    return String(format: "%8.2f ms (min %.2f)", times[times.count / 2], times[0])
}

@MainActor func run() throws {
    let sizes = CommandLine.arguments.dropFirst().compactMap { Int($0) }
    print(
        "views     find(text:) last of n texts   same, in n/4 custom rows   findAll(Text) in n/4 rows"
            + "   failed find(text:) in n texts")
    for n in sizes.isEmpty ? [1_000, 10_000, 100_000] : sizes {
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
        print(String(format: "%-9d", n) + "\(found)         \(foundInRows)      \(all)      \(failed)")
    }
}

try MainActor.assumeIsolated { try run() }
