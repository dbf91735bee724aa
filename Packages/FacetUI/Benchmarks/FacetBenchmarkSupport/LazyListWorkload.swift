import FacetUI
import Foundation

/// The benchmarks' `List`: one ``RowView`` per row of the model (a `List` builds only the
/// rows in view).
public struct LazyListView: View {
    public let model: Model
    public init(model: Model) { self.model = model }
    public var body: some View {
        List(model.rows) { RowView(row: $0) }
    }
}

/// The benchmarks' lazy grid: a ``RowView`` per row of the model in a `LazyVGrid` of four
/// flexible columns, in a `ScrollView` (the grid builds only the lines in view).
public struct LazyGridView: View {
    public let model: Model
    public init(model: Model) { self.model = model }
    public var body: some View {
        ScrollView {
            LazyVGrid(columns: Array(repeating: GridItem(.flexible(minimum: 4)), count: 4)) {
                ForEach(model.rows) { RowView(row: $0) }
            }
        }
    }
}

/// The process's resident memory, in bytes (Linux: `/proc/self/statm`; 0 elsewhere).
public func residentMemory() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// `bytes` in megabytes, as the benchmarks print memory ("12.3 MB").
public func format(bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_048_576) }
