import FacetUI
import Foundation
import Observation

/// One row of the benchmarks' list: a title and a checkbox state, observed per row.
@Observable public final class Row: Identifiable {
    public let id: Int
    public var title: String
    public var done = false
    public init(id: Int) { (self.id, self.title) = (id, "Task \(id)") }
}

/// The benchmarks' model: n rows, and a value every row's style reads (`engine-bench`
/// changes it to restyle the whole list).
@Observable public final class Model {
    public var rows: [Row]
    public var mark = "x"
    public init(count: Int) { rows = (0..<count).map(Row.init) }
}

/// A row as the benchmarks draw it: the checkbox and the title, side by side.
public struct RowView: View {
    public let row: Row
    public init(row: Row) { self.row = row }
    public var body: some View {
        HStack {
            Text(row.done ? "[x]" : "[ ]")
            Text(row.title)
        }
    }
}

/// The benchmarks' list: a `VStack` of one `RowContent` per row (``RowView`` unless a
/// benchmark draws its rows otherwise).
public struct ListView<RowContent: View>: View {
    public let model: Model
    public let row: @MainActor (Row) -> RowContent

    public init(model: Model, row: @escaping @MainActor (Row) -> RowContent) {
        (self.model, self.row) = (model, row)
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(model.rows) { row($0) }
        }
    }
}

extension ListView where RowContent == RowView {
    /// The list of ``RowView``s.
    public init(model: Model) { self.init(model: model, row: { RowView(row: $0) }) }
}

/// What a run of updates cost: the median time of one, and per update, the bodies
/// evaluated and the widgets updated (from the graph's counters).
public struct UpdateMeasurement: Sendable {
    public let median: Double
    public let bodiesPerUpdate: Double
    public let widgetsUpdatedPerUpdate: Double
}

/// The benchmarks' workload: an n-row list rendered `renders` times (first render: the
/// median), then changed one row, or one value, at a time.
@MainActor
public final class ListBenchmark {
    /// The model of the graph kept (the last one rendered).
    public let model: Model
    /// The graph of the last render.
    public let graph: ViewGraph
    /// The median time of a first render.
    public let firstRender: Double

    /// Renders a new model of `n` rows `renders` times with `render` (which makes the graph,
    /// and may let the backend catch up), timing each; the previous graph is released in the
    /// next timing, as an app replacing its window would.
    public init(n: Int, renders: Int, render: (Model) -> ViewGraph) {
        var times: [Double] = []
        var graph: ViewGraph?
        var model = Model(count: n)
        for _ in 0..<renders {
            model = Model(count: n)
            let current = model
            times.append(seconds { graph = render(current) })
        }
        guard let graph else { preconditionFailure("no render") }
        (self.model, self.graph, firstRender) = (model, graph, median(times))
    }

    /// Toggles one row's checkbox `count` times (row `index × 7,919 mod n`, spread over the
    /// list), timing the toggle, the transaction and `settle` (a backend's own work).
    public func toggleRows(_ count: Int, settle: () -> Void = {}) -> UpdateMeasurement {
        let rows = model.rows
        return measureUpdates(
            count, settle: settle, target: { index in rows[(index * 7_919) % rows.count] },
            change: { $0.done.toggle() })
    }

    /// Changes the model `count` times with `change(index)`, timing the change, the
    /// transaction and `settle`.
    public func update(_ count: Int, settle: () -> Void = {}, change: (Int) -> Void) -> UpdateMeasurement {
        measureUpdates(count, settle: settle, target: { $0 }, change: change)
    }

    private func measureUpdates<Target>(
        _ count: Int, settle: () -> Void, target: (Int) -> Target, change: (Target) -> Void
    ) -> UpdateMeasurement {
        var times: [Double] = []
        var bodies = 0
        var updated = 0
        for index in 0..<count {
            let target = target(index)
            times.append(
                seconds {
                    change(target)
                    graph.flush()
                    settle()
                })
            bodies += graph.lastTransaction.bodiesEvaluated
            updated += graph.lastTransaction.widgetsUpdated
        }
        return UpdateMeasurement(
            median: median(times), bodiesPerUpdate: Double(bodies) / Double(count),
            widgetsUpdatedPerUpdate: Double(updated) / Double(count))
    }
}
