import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

@MainActor @Suite struct GridTests {
    @Test func columnsAreAsWideAsTheirWidestCell() {
        let host = HeadlessHost(
            Grid(alignment: .leading) {
                GridRow {
                    Text("Name")
                    Text("Size")
                }
                Divider()
                GridRow {
                    Text("a.txt")
                    Text("12 KB")
                }
            }, width: 21, height: 3)
        #expect(
            host.dump == """
                Text "Name" (5, 0, 4, 1)
                Text "Size" (11, 0, 4, 1)
                Divider (5, 1, 11, 1)
                Text "a.txt" (5, 2, 5, 1)
                Text "12 KB" (11, 2, 5, 1)
                """)
    }

    @Test func cellsSpanColumnsAndCentreByDefault() {
        let host = HeadlessHost(
            Grid {
                GridRow {
                    Text("A")
                    Text("BBB")
                }
                GridRow { Text("Wide cell").gridCellColumns(2) }
            }, width: 21, height: 2)
        #expect(host.frame(of: "A") == rect(6, 0, 1, 1))
        #expect(host.frame(of: "BBB") == rect(10, 0, 3, 1))
        #expect(host.frame(of: "Wide cell") == rect(6, 1, 9, 1))
    }

    @Test func spacingAndRowAlignment() {
        let host = HeadlessHost(
            Grid(horizontalSpacing: 2, verticalSpacing: 1) {
                GridRow(alignment: .top) {
                    Text("1\n2")
                    Text("x")
                }
                GridRow {
                    Text("y")
                    Text("z")
                }
            }, width: 4, height: 4)
        #expect(host.frame(of: "1\n2") == rect(0, 0, 1, 2))
        #expect(host.frame(of: "x") == rect(3, 0, 1, 1))
        #expect(host.frame(of: "y") == rect(0, 3, 1, 1))
        #expect(host.frame(of: "z") == rect(3, 3, 1, 1))
    }
}
