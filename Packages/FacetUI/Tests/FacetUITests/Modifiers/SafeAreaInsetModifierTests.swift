import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

@MainActor private func shapeFrames(_ host: HeadlessHost) -> [CGRect] {
    host.backend.allWidgets.filter { !($0.content is ResolvedText) }.map(\.absoluteFrame)
}

@MainActor @Suite struct SafeAreaInsetModifierTests {
    @Test func aBottomBarInsetsTheContentByItsHeightAndSpacing() {
        let host = HeadlessHost(
            Color.red.safeAreaInset(edge: .bottom, spacing: 1) { Text("Bars") }, width: 20, height: 10)
        #expect(shapeFrames(host) == [rect(0, 0, 20, 8)])
        #expect(host.frame(of: "Bars") == rect(8, 9, 4, 1))
    }

    @Test func theBottomBarIsRenderedAtTheWindowsBottomAboveItsInset() {
        let host = HeadlessHost(
            VStack {
                Text("Row 1"); Text("Row 2")
            }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .safeAreaInset(edge: .bottom, alignment: .leading, spacing: 0) { Text("3 items") },
            width: 12, height: 6, safeAreaInsets: EdgeInsets(top: 0, leading: 0, bottom: 1, trailing: 0))
        #expect(
            host.dump == """
                Text "Row 1" (0, 0, 5, 1)
                Text "Row 2" (0, 1, 5, 1)
                Text "3 items" (0, 4, 7, 1)
                """)
    }

    @Test func theTerminalDrawsTheBottomBarOnTheLastLine() {
        let host = TerminalHost(
            VStack {
                Text("Row 1"); Text("Row 2")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .safeAreaInset(edge: .bottom, alignment: .trailing, spacing: 0) { Text("3 items") },
            width: 12, height: 4)
        #expect(host.screen == ["Row 1", "Row 2", "", "     3 items"].joined(separator: "\n"))
    }

    @Test func nestedInsetsStackFromTheEdgeIn() {
        let host = HeadlessHost(
            Color.red
                .safeAreaInset(edge: .bottom, alignment: .leading, spacing: 0) { Text("A") }
                .safeAreaInset(edge: .bottom, spacing: 0) { Text("BB") },
            width: 20, height: 10)
        #expect(host.frame(of: "BB") == rect(9, 9, 2, 1))
        #expect(host.frame(of: "A") == rect(0, 8, 1, 1))
        #expect(shapeFrames(host) == [rect(0, 0, 20, 8)])
    }

    @Test func contentIgnoringTheSafeAreaGrowsUnderTheBar() {
        let host = HeadlessHost(
            Color.red.ignoresSafeArea(edges: .bottom).safeAreaInset(edge: .bottom, spacing: 0) {
                Text("Bars")
            },
            width: 20, height: 10)
        #expect(shapeFrames(host) == [rect(0, 0, 20, 10)])
        // Under both bars and down to the window's own bottom inset.
        let nested = HeadlessHost(
            Color.red.ignoresSafeArea()
                .safeAreaInset(edge: .top, spacing: 0) { Text("T") }
                .safeAreaInset(edge: .bottom, spacing: 0) { Text("B") },
            width: 20, height: 10, safeAreaInsets: EdgeInsets(top: 1, leading: 0, bottom: 1, trailing: 0))
        #expect(shapeFrames(nested) == [rect(0, 0, 20, 10)])
        #expect(nested.frame(of: "T")?.minY == 1)
        #expect(nested.frame(of: "B")?.minY == 8)
    }

    @Test func aGeometryReaderSeesTheBarAsAnInset() {
        let host = HeadlessHost(
            GeometryReader { proxy in Text("\(Int(proxy.safeAreaInsets.bottom))") }.ignoresSafeArea()
                .safeAreaInset(edge: .bottom, spacing: 1) { Text("Bar") },
            width: 20, height: 10)
        #expect(host.texts.first == "2")
    }

    @Test func leadingAndTrailingInsetsTakeTheirWidth() {
        let leading = HeadlessHost(
            Color.red.safeAreaInset(edge: .leading, alignment: .top, spacing: 1) { Text("L") },
            width: 20, height: 10)
        #expect(shapeFrames(leading) == [rect(2, 0, 18, 10)])
        #expect(leading.frame(of: "L") == rect(0, 0, 1, 1))
        let trailing = HeadlessHost(
            Color.red.safeAreaInset(edge: .trailing, alignment: .bottom, spacing: 0) { Text("RR") },
            width: 20, height: 10)
        #expect(shapeFrames(trailing) == [rect(0, 0, 18, 10)])
        #expect(trailing.frame(of: "RR") == rect(18, 9, 2, 1))
    }

    @Test func aSmallContentKeepsTheBarBesideIt() {
        let host = HeadlessHost(
            Text("Hi").safeAreaInset(edge: .top, spacing: 0) { Text("Top") }, width: 20, height: 10)
        #expect(host.frame(of: "Top") == rect(9, 4, 3, 1))
        #expect(host.frame(of: "Hi") == rect(10, 5, 2, 1))
    }
}
