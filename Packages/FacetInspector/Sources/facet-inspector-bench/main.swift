import FacetInspector
import FacetUI
import Foundation

/// `find(text:)` for the last row of a 10,000-view hierarchy (release build), median of
/// several runs.
@MainActor
func benchmark() throws {
    let rows = 10_000
    let view = VStack {
        ForEach(0..<rows, id: \.self) { index in Text("Row \(index)") }
    }
    let sut = try view.inspect(size: CGSize(width: 40, height: rows + 2))
    var times: [Double] = []
    for _ in 0..<7 {
        let start = DispatchTime.now().uptimeNanoseconds
        let found = try sut.find(text: "Row \(rows - 1)")
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        let string = try found.string()
        precondition(string == "Row \(rows - 1)")
        times.append(elapsed)
    }
    times.sort()
    print(
        "find(text:) in a \(rows)-view hierarchy: median \(String(format: "%.2f", times[times.count / 2])) ms "
            + "(min \(String(format: "%.2f", times[0])) ms, \(times.count) runs)")
}

try MainActor.assumeIsolated { try benchmark() }
