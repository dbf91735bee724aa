import Foundation
import Testing

@testable import CoverageKit

/// A plugin with two columns: one for views, one for views and modifiers.
private struct TwoColumnPlugin: CoveragePlugin {
    let name = "Probe"
    let packagePath: String? = "Packages/Probe"
    let columns = [ReportColumn("Alpha", kinds: [.view]), ReportColumn("Beta", kinds: [.view, .modifier])]
    let role = PluginRole.informational
    var present = true
    var gaugeDetail = "alpha of Gauge"

    func scan(_ context: ScanContext) throws -> PluginResult {
        guard present else { return .absent }
        return PluginResult(
            packagePresent: true,
            findings: [
                "view Gauge": Finding(level: .full, detail: gaugeDetail, cells: ["Beta": "beta of Gauge"]),
                "modifier padding": Finding(
                    level: .full, detail: "not shown", cells: ["Beta": "beta of padding"]),
            ])
    }
}

/// The table rows of a Markdown text, as cells (the header and separator rows included).
func tableRows(_ text: String) -> [[String]] {
    text.split(separator: "\n").filter { $0.hasPrefix("| ") }.map { line in
        // Split on the pipes that are not escaped.
        var cells: [String] = []
        var current = ""
        var previous: Character = " "
        for character in line.dropFirst().dropLast() {
            if character == "|", previous != "\\" {
                cells.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        cells.append(current.trimmingCharacters(in: .whitespaces))
        return cells
    }
}

@Suite struct ReadinessTableTests {
    private func readiness(_ repository: FixtureRepository, plugins: [any CoveragePlugin]) throws -> String {
        try ReportGenerator(root: repository.root, plugins: plugins, lists: []).generate().readiness
    }

    @Test func pluginColumnsAreDrawnWhereTheirPluginsDeclareThem() throws {
        let repository = try reportFixture()
        let text = try readiness(repository, plugins: [FacetUIPlugin(), TwoColumnPlugin(), TestsPlugin()])
        #expect(text.contains("| Status | View | DSL | Alpha | Beta | Tests |"))
        #expect(
            text.contains(
                "| :white_check_mark: | `Gauge` | 2/2 initializers | alpha of Gauge | beta of Gauge | 1 · FacetUI/GaugeTests |"
            ))
        #expect(text.contains("| :technologist: | `VStack` | 1/1 initializers | — | — | — |"))
        // Modifiers: only the column declared for them, filled from the finding's cells.
        #expect(text.contains("| Status | Modifier | DSL | Beta | Tests |"))
        #expect(text.contains("| :technologist: | `.padding` | 1/2 overloads | beta of padding | — |"))
        #expect(!text.contains("not shown"))
        // Styles: neither.
        #expect(text.contains("| Status | Style | Shorthands | DSL | Tests |"))
    }

    @Test func aPluginWhosePackageIsAbsentDrawsNoColumn() throws {
        let repository = try reportFixture()
        var absent = TwoColumnPlugin()
        absent.present = false
        let text = try readiness(repository, plugins: [FacetUIPlugin(), absent, TestsPlugin()])
        #expect(text.contains("| Status | View | DSL | Tests |"))
        #expect(!text.contains("Alpha"))
    }

    @Test func theEngineColumnIsDrawnWhenFacetEngineIsPresent() throws {
        let repository = try reportFixture()
        try repository.write(
            "Packages/FacetEngine/Sources/FacetEngine/Stacks.swift",
            """
            public struct VStack<Content: View>: View {
                public init(alignment: Int = 0, spacing: Double? = nil, @ViewBuilder content: () -> Content) {}
                public var body: Never { fatalError() }
            }
            """)
        #expect(repository.run(["report"]).code == 0)
        let text = try repository.read("readiness.md")
        #expect(text.contains("| Status | View | DSL | Engine | Tests |"))
        #expect(text.contains("| :technologist: | `VStack` | 1/1 initializers | 1/1 initializers | — |"))
        #expect(text.contains("| Status | Modifier | DSL | Engine | Tests |"))
    }

    @Test func aLongCellIsCutAfterAWholeItem() throws {
        let repository = try reportFixture()
        var long = TwoColumnPlugin()
        long.gaugeDetail = (1...80).map { "`getter\($0)()`" }.joined(separator: ", ")
        let text = try readiness(repository, plugins: [FacetUIPlugin(), long, TestsPlugin()])
        let gauge = try #require(tableRows(text).first { $0[1] == "`Gauge`" })
        #expect(gauge[3].count <= ReadinessRenderer.cellLimit)
        #expect(gauge[3].hasPrefix("`getter1()`, `getter2()`, "))
        // 21 getters of 11 or 12 characters and their separators, and the count of the rest.
        #expect(gauge[3].hasSuffix(", `getter21()` … +59 more"))
    }

    @Test func cellsAreCutAtSeparatorsAndCountWhatIsLeftOut() {
        #expect(Markdown.cell("a, b; c", limit: 10) == "a, b; c")
        #expect(Markdown.cell("alpha, beta, gamma, delta", limit: 20) == "alpha … +3 more")
        #expect(Markdown.cell("alpha, beta; gamma", limit: 17) == "alpha … +2 more")
        #expect(Markdown.cell("a | b", limit: 10) == "a \\| b")
        #expect(Markdown.cell("a-very-long-single-item", limit: 10) == "a-very-lo…")
        #expect(Markdown.cell(nil, limit: 10) == "—")
    }

    /// The report of this repository, as `coverage report` writes it: one short row per API.
    @Test func noCellOfTheRepositorysReportIsLongerThanTheLimit() throws {
        let output = try ReportGenerator(root: Reference.repositoryRoot).generate()
        let rows = tableRows(output.readiness)
        #expect(rows.count > 100)
        var header: [String] = []
        for (index, row) in rows.enumerated() {
            if index + 1 < rows.count, rows[index + 1].allSatisfy({ $0 == "---" }) { header = row }
            #expect(row.count == header.count, "a row with the wrong number of cells: \(row)")
            for cell in row {
                #expect(
                    cell.count <= ReadinessRenderer.cellLimit, "a cell of \(cell.count) characters: \(cell)")
            }
        }
        // Tests cells name test files (`12 · FacetInspector/TextTests`), not every file that
        // mentions the API.
        let text = try #require(rows.first { $0[1] == "`Text`" })
        let files = try #require(text.last).components(separatedBy: ", ")
        #expect(files.contains { $0.hasSuffix(" · FacetInspector/TextTests") })
        for file in files {
            #expect(
                file.wholeMatch(of: /\d+ · [A-Za-z]+\/[A-Za-z]+Tests( \(\d+ pending\))?/) != nil, "\(file)")
        }
    }
}
