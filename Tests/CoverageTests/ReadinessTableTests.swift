import Foundation
import Testing

@testable import CoverageKit

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
                #expect(cell.count <= ReadinessRenderer.cellLimit, "a cell of \(cell.count) characters: \(cell)")
            }
        }
        // Tests cells name test files (`12 · FacetInspector/TextTests`), not every file that
        // mentions the API.
        let text = try #require(rows.first { $0[1] == "`Text`" })
        let files = try #require(text.last).components(separatedBy: ", ")
        #expect(files.contains { $0.hasSuffix(" · FacetInspector/TextTests") })
        for file in files {
            #expect(file.wholeMatch(of: /\d+ · [A-Za-z]+\/[A-Za-z]+Tests( \(\d+ pending\))?/) != nil, "\(file)")
        }
    }
}
