// engine-bench: a styled list of n rows built with FacetEngine's ViewStyle against the same
// list styled through an AnyView-returning style, with the headless backend: first render,
// the update of one row, the update of the style, and bodies evaluated per update.
// Run in release: `swift run -c release -j 1 --package-path Packages/FacetEngine engine-bench`.
// The rows, the model and the timing are FacetBenchmarkSupport's (shared with the other
// packages' benchmarks).
import FacetBenchmarkSupport
import FacetEngine
import FacetUI
import Foundation

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

struct Result {
    var render: Double
    var rowUpdate: Double
    var rowBodies: Double
    var styleUpdate: Double
    var styleBodies: Double
}

@MainActor func measure<V: View>(n: Int, _ make: (Model) -> V) -> Result {
    let list = ListBenchmark(n: n, renders: 5) { model in
        ViewGraph(
            rootView: make(model), backend: HeadlessBackend(), size: CGSize(width: 40, height: CGFloat(n)))
    }
    let rows = list.toggleRows(101)
    let style = list.update(5) { index in list.model.mark = index.isMultiple(of: 2) ? "v" : "x" }
    return Result(
        render: list.firstRender, rowUpdate: rows.median, rowBodies: rows.bodiesPerUpdate,
        styleUpdate: style.median, styleBodies: style.bodiesPerUpdate)
}

@MainActor func run() {
    let table = Table(
        ("n", 9), ("variant", 12), ("first render", 15), ("row update", 15), ("bodies/row", 13),
        ("style update", 15), ("bodies/style", 0))
    print(table.header)
    for n in benchmarkSizes(default: [1_000, 5_000, 10_000]) {
        for (name, result) in [
            ("ViewStyle", measure(n: n) { StyledList(model: $0) }),
            ("AnyView", measure(n: n) { AnyList(model: $0) }),
        ] {
            print(
                table.row(
                    String(n), name, format(result.render), format(result.rowUpdate),
                    format(average: result.rowBodies), format(result.styleUpdate),
                    format(average: result.styleBodies)))
        }
    }
    print("(medians; first render: 5 runs; row update: 101 toggles of one row; style update: 5 changes)")
}

MainActor.assumeIsolated { run() }
