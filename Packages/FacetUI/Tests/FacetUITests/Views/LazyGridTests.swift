import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@_spi(Inspection) @testable import FacetUICore

private struct Cell: View {
    let number: Int
    @State private var taps = 0
    var body: some View {
        Button("\(number):\(taps)") { taps += 1 }.buttonStyle(.plain)
    }
}

/// `LazyVGrid` and `LazyHGrid`: columns and rows from `GridItem`s, cell alignment, lines
/// as tall as their tallest item, laziness inside a scroll view with state kept.
@MainActor @Suite struct LazyGridTests {
    @Test func fixedAndFlexibleColumnsShareTheWidthInOrder() {
        // 30 wide less 2 spacings of 1 is 28; the fixed column takes 4, then the flexibles
        // share 24 in order: the first 12 (its share), the second its maximum 6. The grid is
        // 4 + 1 + 12 + 1 + 6 = 24 wide, centred in 30; columns start at 3, 8 and 21.
        let host = HeadlessHost(
            LazyVGrid(
                columns: [
                    GridItem(.fixed(4)), GridItem(.flexible()), GridItem(.flexible(minimum: 2, maximum: 6)),
                ],
                alignment: .leading
            ) {
                ForEach(0..<6) { Text("\($0)") }
            }, width: 30, height: 4)
        #expect(
            host.dump == """
                Text "0" (3, 1, 1, 1)
                Text "1" (8, 1, 1, 1)
                Text "2" (21, 1, 1, 1)
                Text "3" (3, 2, 1, 1)
                Text "4" (8, 2, 1, 1)
                Text "5" (21, 2, 1, 1)
                """)
    }

    @Test func adaptiveColumnsFitAsManyAsTheMinimumAllows() {
        // 20 wide, minimum 4, spacing 1: (20 + 1) / (4 + 1) → 4 tracks of (20 - 3) / 4.
        let tracks = GridTracks([GridItem(.adaptive(minimum: 4))], in: 20, defaultSpacing: 1)
        #expect(tracks.tracks.map(\.start) == [0, 5.25, 10.5, 15.75])
        #expect(tracks.tracks.map(\.length) == [4.25, 4.25, 4.25, 4.25])
        #expect(tracks.length == 20)
        // The maximum caps each track: 3 tracks (22 / 6), each min(16 / 3, 5) = 5.
        let capped = GridTracks(
            [GridItem(.adaptive(minimum: 4, maximum: 5), spacing: 2)], in: 20, defaultSpacing: 1)
        #expect(capped.tracks.map(\.length) == [5, 5, 5])
        #expect(capped.tracks.map(\.start) == [0, 7, 14])
        // Unbounded, an adaptive item is one track at its minimum.
        let unbounded = GridTracks(
            [GridItem(.adaptive(minimum: 4)), GridItem(.fixed(2))], in: nil, defaultSpacing: 1)
        #expect(unbounded.tracks.map(\.length) == [4, 2])
        #expect(unbounded.length == 7)
    }

    @Test func flexibleItemsRespectTheirMinimumAndMaximum() {
        // 20 less the spacings used (1 and 1; the last item's is not) is 18; the fixed 5
        // leaves 13: the first flexible gets max(13 / 2, 10) = 10, the second min(3, 3) = 3.
        let tracks = GridTracks(
            [
                GridItem(.flexible(minimum: 10)), GridItem(.flexible(minimum: 1, maximum: 3)),
                GridItem(.fixed(5), spacing: 0),
            ],
            in: 20, defaultSpacing: 1)
        #expect(tracks.tracks.map(\.length) == [10, 3, 5])
        #expect(tracks.tracks.map(\.start) == [0, 11, 15])
        #expect(GridTracks([], in: 20, defaultSpacing: 1).tracks.isEmpty)
        // Probed with an infinite length, flexible items take their maximum and an adaptive
        // one makes a single track.
        let probed = GridTracks(
            [
                GridItem(.flexible(minimum: 1, maximum: 7)), GridItem(.adaptive(minimum: 2)),
                GridItem(.flexible()),
            ],
            in: .infinity, defaultSpacing: 1)
        #expect(probed.tracks.count == 3)
        #expect(probed.tracks[0].length == 7 && probed.tracks[1].length == .infinity)
    }

    @Test func aLineIsAsTallAsItsTallestItemAndCellsAlign() {
        // Two columns of 5 (11 wide); line 0 is 3 tall, line 1 starts after a spacing of 1.
        // The first column centres its items (the grid's .center, vertically centred), the
        // second puts them bottom-trailing. The grid (11 × 5) is centred in 11 × 7.
        let host = HeadlessHost(
            LazyVGrid(
                columns: [GridItem(.fixed(5)), GridItem(.fixed(5), alignment: .bottomTrailing)], spacing: 1
            ) {
                Text("a\nb\nc")
                Text("x")
                Text("y")
            }, width: 11, height: 7)
        #expect(
            host.dump == "Text \"a\nb\nc\" (2, 1, 1, 3)\nText \"x\" (10, 3, 1, 1)\nText \"y\" (2, 5, 1, 1)")
    }

    @Test func aHorizontalGridFillsItsRowsColumnByColumn() {
        // Two rows of 1 (terminal vertical spacing 0), columns 1 wide and 2 apart: 7 × 2,
        // centred in 21 × 4.
        let host = HeadlessHost(
            LazyHGrid(rows: [GridItem(.fixed(1)), GridItem(.fixed(1))], alignment: .top, spacing: 2) {
                ForEach(0..<5) { Text("\($0)") }
            }, width: 21, height: 4)
        #expect(
            host.dump == """
                Text "0" (7, 1, 1, 1)
                Text "1" (7, 2, 1, 1)
                Text "2" (10, 1, 1, 1)
                Text "3" (10, 2, 1, 1)
                Text "4" (13, 1, 1, 1)
                """)
    }

    @Test func insideAScrollViewOnlyTheVisibleLinesAreBuilt() throws {
        let host = HeadlessHost(
            ScrollView {
                LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 4)) {
                    ForEach(0..<40_000) { Cell(number: $0) }
                }
            }, width: 48, height: 10)
        host.flush()
        let grid = try #require(host.node(where: { $0.lazyRows != nil })?.lazyRows)
        #expect(grid.count == 40_000)
        // 10 visible lines plus 4 of margin, 4 items each.
        #expect(grid.realised == Array(0..<56))
        let scroll = try host.content(ScrollViewContent.self, kind: "ScrollView")
        #expect(scroll.contentSize.height == 10_000)
        // Four columns of (48 - 3) / 4 = 11.25 (a flexible item is at least 10); item 5 is
        // line 1, column 1 (from 12.25), centred: 12.25 + (11.25 - 3) / 2 = 16.375.
        #expect(host.frame(of: "5:0") == rect(16, 1, 3, 1))

        host.send(.activate, toText: "5:0")
        host.flush()
        try host.widget(kind: "ScrollView").send(.scroll(CGPoint(x: 0, y: 500)))
        host.flush()
        let scrolled = try #require(host.node(where: { $0.lazyRows != nil })?.lazyRows)
        #expect(scrolled.realised.first == 496 * 4 && scrolled.realised.count == 4 * 18)
        #expect(host.backend.widget(text: "5:1") == nil)
        try host.widget(kind: "ScrollView").send(.scroll(CGPoint(x: 0, y: 0)))
        host.flush()
        #expect(host.backend.widget(text: "5:1") != nil)  // its state came back with it
    }

    @Test func aGridWithoutTracksShowsNothingButBuildsItsRowsHidden() throws {
        let view = VStack {
            LazyVGrid(columns: []) {
                Text("abc")
                ForEach(0..<3) { Text("\($0)") }
            }
        }
        let host = HeadlessHost(view, width: 10, height: 2)
        // Every row is built (inspection tools reach them), each in a hidden container at the
        // grid's origin, offered no room; the grid takes none.
        #expect(
            host.node(where: { $0.lazyRows != nil })?.lazyRows
                == InspectedLazyRows(count: 4, realised: [0, 1, 2, 3]))
        #expect(
            host.widgets(kind: "Container").allSatisfy { ($0.content as? ContainerContent)?.isHidden == true }
        )
        #expect(host.widgets(kind: "Container").count == 4)
        #expect(
            TerminalHost(view, width: 10, height: 2).screen.trimmingCharacters(in: .whitespacesAndNewlines)
                == "")
    }

    @Test func aSectionsHeaderAndFooterTakeWholeLinesAndItsItemsStartALine() {
        // Two columns of 3 (7 wide): "Head!" across both, items 0 and 1, item 2 alone, the
        // footer, then the next section's header and item.
        let host = HeadlessHost(
            LazyVGrid(columns: [GridItem(.fixed(3)), GridItem(.fixed(3))], spacing: 0) {
                Section {
                    ForEach(0..<3) { Text("\($0)") }
                } header: {
                    Text("Head!")
                } footer: {
                    Text("Foot!")
                }
                Section("Two") { Text("x") }
            }, width: 7, height: 8)
        #expect(
            host.dump == """
                Text "Head!" (1, 1, 5, 1)
                Text "0" (1, 2, 1, 1)
                Text "1" (5, 2, 1, 1)
                Text "2" (1, 3, 1, 1)
                Text "Foot!" (1, 4, 5, 1)
                Text "Two" (2, 5, 3, 1)
                Text "x" (1, 6, 1, 1)
                """)
    }

    @Test func aHeaderOrFooterThatShowsNothingTakesNoLine() {
        let showsHeader = false
        let host = HeadlessHost(
            LazyVGrid(columns: [GridItem(.fixed(3))], spacing: 1) {
                Section {
                    Text("a")
                    Text("b")
                } header: {
                    if showsHeader { Text("Head") }
                } footer: {
                    EmptyView()
                }
            }, width: 3, height: 3)
        // Two lines of 1, 1 apart: "a" at 0 and "b" at 2, no empty line before or after.
        #expect(host.dump == "Text \"a\" (1, 0, 1, 1)\nText \"b\" (1, 2, 1, 1)")
    }
}
