import CGTK
import FacetGTK
import FacetTestSupport
import FacetUI
import Foundation
import Testing

/// `LazyVGrid` in GTK: its items are real widgets in the scroll view's content, placed in
/// their columns, and only the rows near the visible region have widgets.
@MainActor @Suite(.gtkAvailable)
struct LazyGridDrawingTests {
    @Test func onlyTheVisibleRowsHaveWidgetsAndItemsSitInTheirColumns() throws {
        let host = GTKHost(
            ScrollView {
                LazyVGrid(columns: Array(repeating: GridItem(.fixed(40)), count: 3), spacing: 10) {
                    ForEach(0..<3_000) { Text("\($0 % 100)").frame(width: 40, height: 20) }
                }
            }, size: CGSize(width: 400, height: 300))
        host.flush()
        // Rows are 20 + 10 apart: those starting before 300 + 4 of margin, rows 0...10.
        let labels = host.widgets("GtkLabel")
        #expect(labels.count == 33)
        // Three columns of 40, 8 apart (GTK's default spacing): 136 wide, centred in 400.
        let centres = labels.prefix(3).map { $0.frame.midX }
        for (centre, expected) in zip(centres, [152.0, 200.0, 248.0]) {
            #expect(abs(centre - expected) <= 1, "column centre \(centre), expected \(expected)")
        }
        #expect(abs(labels[3].frame.midY - 40) <= 1)  // row 1's centre: 30 + 10
    }

    @Test func aPinnedSectionHeaderStaysAtTheTopOfTheScrolledGrid() throws {
        let host = GTKHost(
            ScrollView {
                LazyVGrid(
                    columns: [GridItem(.adaptive(minimum: 60))], spacing: 8, pinnedViews: .sectionHeaders
                ) {
                    ForEach(0..<4) { section in
                        Section {
                            ForEach(0..<12) { item in
                                Text("\(section).\(item)").frame(width: 60, height: 30).background(
                                    Color.yellow)
                            }
                        } header: {
                            Text("Section \(section)").frame(maxWidth: .infinity).background(Color.blue)
                        }
                    }
                }
            }, size: CGSize(width: 300, height: 200))
        // The user scrolls 60 down: the scrolled window's adjustment moves (once GTK has laid
        // out the content's full height).
        #expect(host.present())
        let scroller = try host.widget("GtkScrolledWindow")
        let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(scroller.widget))
        #expect(GTK.run(until: { gtk_adjustment_get_upper(adjustment) > 400 }))
        gtk_adjustment_set_value(adjustment, 60)
        host.flush()
        // Scrolled 60 down in section 0: its header is drawn at the top of the visible region.
        let header = try host.widget("GtkLabel", text: "Section 0")
        #expect(header.frame.minY >= 60 && header.frame.minY < 80)
        _ = try screenshot(host, name: "lazy-grid-pinned-gtk")
    }
}
