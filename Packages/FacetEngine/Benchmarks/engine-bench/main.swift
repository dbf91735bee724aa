// engine-bench: a styled list of n rows built with FacetEngine's ViewStyle against the same
// list styled through an AnyView-returning style, with the headless backend: first render,
// the update of one row, the update of the style, and bodies evaluated per update.
// Run in release: `swift run -c release -j 1 --package-path Packages/FacetEngine engine-bench`.
import FacetEngine
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
    var mark = "x"
    init(count: Int) { rows = (0..<count).map(Row.init) }
}

struct BadgeConfiguration {
    var title: String
    var done: Bool
}

// MARK: - ViewStyle

protocol BadgeStyle: ViewStyle where Configuration == BadgeConfiguration {}

struct Badge: ViewStyledView {
    var configuration: BadgeConfiguration
    static var defaultStyle: CheckBadgeStyle { CheckBadgeStyle(mark: "x") }
}

struct CheckBadgeStyle: BadgeStyle {
    var mark: String
    func makeBody(configuration: BadgeConfiguration) -> some View {
        HStack {
            Text(configuration.done ? "[\(mark)]" : "[ ]")
            Text(configuration.title)
        }
    }
}

struct StyledRow: View {
    let row: Row
    var body: some View { Badge(configuration: BadgeConfiguration(title: row.title, done: row.done)) }
}

struct StyledList: View {
    let model: Model
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(model.rows) { StyledRow(row: $0) }
        }
        .styledViewStyle(Badge.self, style: CheckBadgeStyle(mark: model.mark))
    }
}

// MARK: - AnyView

/// The usual type-erased alternative: the style is a value in the environment whose body
/// is an `AnyView`.
struct AnyBadgeStyle {
    var makeBody: @MainActor (BadgeConfiguration) -> AnyView
}

enum AnyBadgeStyleKey: EnvironmentKey {
    static var defaultValue: AnyBadgeStyle { AnyBadgeStyle { AnyView(Text($0.title)) } }
}

extension EnvironmentValues {
    var anyBadgeStyle: AnyBadgeStyle {
        get { self[AnyBadgeStyleKey.self] }
        set { self[AnyBadgeStyleKey.self] = newValue }
    }
}

struct AnyBadge: View {
    var configuration: BadgeConfiguration
    @Environment(\.anyBadgeStyle) private var style
    var body: some View { style.makeBody(configuration) }
}

struct AnyRow: View {
    let row: Row
    var body: some View { AnyBadge(configuration: BadgeConfiguration(title: row.title, done: row.done)) }
}

struct AnyList: View {
    let model: Model
    var body: some View {
        let mark = model.mark
        VStack(alignment: .leading, spacing: 0) {
            ForEach(model.rows) { AnyRow(row: $0) }
        }
        .environment(
            \.anyBadgeStyle,
            AnyBadgeStyle { configuration in
                AnyView(
                    HStack {
                        Text(configuration.done ? "[\(mark)]" : "[ ]")
                        Text(configuration.title)
                    })
            })
    }
}

// MARK: - Measuring

func seconds(_ work: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    work()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

func format(_ seconds: Double) -> String { String(format: "%.3f ms", seconds * 1e3) }

struct Result {
    var render: Double
    var rowUpdate: Double
    var rowBodies: Double
    var styleUpdate: Double
    var styleBodies: Double
}

@MainActor func measure<V: View>(n: Int, _ make: (Model) -> V) -> Result {
    var renderTimes: [Double] = []
    var graph: ViewGraph?
    var model = Model(count: n)
    for _ in 0..<5 {
        model = Model(count: n)
        let view = make(model)
        renderTimes.append(
            seconds {
                graph = ViewGraph(
                    rootView: view, backend: HeadlessBackend(), size: CGSize(width: 40, height: CGFloat(n)))
            })
    }
    guard let graph else { fatalError("no graph") }
    var rowTimes: [Double] = []
    var rowBodies = 0
    let rowUpdates = 101
    for index in 0..<rowUpdates {
        let row = model.rows[(index * 7_919) % n]
        rowTimes.append(
            seconds {
                row.done.toggle()
                graph.flush()
            })
        rowBodies += graph.lastTransaction.bodiesEvaluated
    }
    var styleTimes: [Double] = []
    var styleBodies = 0
    let styleUpdates = 5
    for index in 0..<styleUpdates {
        styleTimes.append(
            seconds {
                model.mark = index.isMultiple(of: 2) ? "v" : "x"
                graph.flush()
            })
        styleBodies += graph.lastTransaction.bodiesEvaluated
    }
    return Result(
        render: median(renderTimes), rowUpdate: median(rowTimes),
        rowBodies: Double(rowBodies) / Double(rowUpdates), styleUpdate: median(styleTimes),
        styleBodies: Double(styleBodies) / Double(styleUpdates))
}

@MainActor func run() {
    let sizes = CommandLine.arguments.dropFirst().compactMap { Int($0) }
    print("n        variant     first render   row update     bodies/row   style update   bodies/style")
    for n in sizes.isEmpty ? [1_000, 5_000, 10_000] : sizes {
        for (name, result) in [
            ("ViewStyle", measure(n: n) { StyledList(model: $0) }),
            ("AnyView", measure(n: n) { AnyList(model: $0) }),
        ] {
            print(
                String(n).padding(toLength: 9, withPad: " ", startingAt: 0)
                    + name.padding(toLength: 12, withPad: " ", startingAt: 0)
                    + format(result.render).padding(toLength: 15, withPad: " ", startingAt: 0)
                    + format(result.rowUpdate).padding(toLength: 15, withPad: " ", startingAt: 0)
                    + String(format: "%.1f", result.rowBodies).padding(
                        toLength: 13, withPad: " ", startingAt: 0)
                    + format(result.styleUpdate).padding(toLength: 15, withPad: " ", startingAt: 0)
                    + String(format: "%.1f", result.styleBodies))
        }
    }
    print("(medians; first render: 5 runs; row update: 101 toggles of one row; style update: 5 changes)")
}

MainActor.assumeIsolated { run() }
