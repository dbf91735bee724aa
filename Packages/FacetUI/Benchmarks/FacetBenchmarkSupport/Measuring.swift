import Foundation

/// How long `work` takes, in seconds (monotonic clock).
public func seconds(_ work: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try work()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// The median of `values` (the upper one of the middle two for an even count).
public func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

/// `seconds` in milliseconds, as the benchmarks print times: four decimals below a
/// millisecond ("0.0680 ms"), one above ("836.2 ms").
public func format(_ seconds: Double) -> String {
    seconds < 1e-3 ? String(format: "%.4f ms", seconds * 1e3) : String(format: "%.1f ms", seconds * 1e3)
}

/// An average count per operation, as the benchmarks print them ("1.0").
public func format(average: Double) -> String { String(format: "%.1f", average) }

/// The sizes given on the command line (`facet-bench 1000 10000`), or `defaults`.
public func benchmarkSizes(default defaults: [Int]) -> [Int] {
    let sizes = CommandLine.arguments.dropFirst().compactMap { Int($0) }
    return sizes.isEmpty ? defaults : sizes
}

/// A table printed as it is measured: each column padded to its width (the last one is not
/// padded), the header from the columns' titles.
///
/// ```swift
/// let table = Table(("n", 11), ("first render", 15), ("update (one row)", 0))
/// print(table.header)
/// print(table.row("1000", format(0.0615), format(0.0000265)))
/// ```
public struct Table: Sendable {
    /// Each column's title and width in characters.
    public let columns: [(title: String, width: Int)]

    public init(_ columns: (title: String, width: Int)...) { self.columns = columns }

    /// The titles, padded to the columns' widths.
    public var header: String { row(columns.map(\.title)) }

    /// One line: `cells` padded to the columns' widths.
    public func row(_ cells: String...) -> String { row(cells) }

    /// One line: `cells` padded to the columns' widths.
    public func row(_ cells: [String]) -> String {
        var line = ""
        for (index, cell) in cells.enumerated() {
            let isLast = index == cells.count - 1
            let width = index < columns.count ? columns[index].width : 0
            line +=
                isLast ? cell : cell.padding(toLength: max(width, cell.count), withPad: " ", startingAt: 0)
        }
        return line
    }
}
