import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

/// A window of 20 × 10 cells with a top inset of 1 and a bottom inset of 2: the safe area
/// is (0, 1, 20, 7).
@MainActor private func host(
    _ view: some View, insets: EdgeInsets = EdgeInsets(top: 1, leading: 0, bottom: 2, trailing: 0)
)
    -> HeadlessHost
{
    HeadlessHost(view, width: 20, height: 10, safeAreaInsets: insets)
}

@MainActor private func shapeFrames(_ host: HeadlessHost) -> [CGRect] {
    host.backend.allWidgets.filter { !($0.content is ResolvedText) }.map(\.absoluteFrame)
}

/// Shows a geometry reader's safe-area insets as "top leading bottom trailing".
private func describe(_ insets: EdgeInsets) -> String {
    "\(Int(insets.top)) \(Int(insets.leading)) \(Int(insets.bottom)) \(Int(insets.trailing))"
}

@MainActor @Suite struct SafeAreaModifierTests {
    @Test func theRootLaysItsContentOutInsideTheWindowsInsets() {
        #expect(host(Text("Hi")).frame(of: "Hi") == rect(9, 4, 2, 1))
        #expect(shapeFrames(host(Color.red)) == [rect(0, 1, 20, 7)])
        // The terminal's window has no insets: the content gets the whole window.
        #expect(shapeFrames(HeadlessHost(Color.red, width: 20, height: 10)) == [rect(0, 0, 20, 10)])
    }

    @Test func ignoresSafeAreaGrowsAlongTheEdgesTheViewTouches() {
        #expect(shapeFrames(host(Color.red.ignoresSafeArea())) == [rect(0, 0, 20, 10)])
        #expect(shapeFrames(host(Color.red.ignoresSafeArea(edges: .bottom))) == [rect(0, 1, 20, 9)])
        #expect(shapeFrames(host(Color.red.ignoresSafeArea(.container, edges: .top))) == [rect(0, 0, 20, 8)])
        // No keyboard is shown on Facet's backends: its region insets nothing.
        #expect(shapeFrames(host(Color.red.ignoresSafeArea(.keyboard))) == [rect(0, 1, 20, 7)])
        // A view that does not touch the safe area's edge keeps its frame.
        #expect(
            shapeFrames(host(Color.red.frame(width: 4, height: 3).ignoresSafeArea())) == [rect(8, 3, 4, 3)])
    }

    @Test func edgesIgnoringSafeAreaIgnoresTheContainerRegion() {
        #expect(shapeFrames(host(Color.red.edgesIgnoringSafeArea(.top))) == [rect(0, 0, 20, 8)])
        #expect(shapeFrames(host(Color.red.edgesIgnoringSafeArea(.all))) == [rect(0, 0, 20, 10)])
    }

    @Test func aStyleBackgroundIgnoresTheSafeAreaUnlessToldOtherwise() {
        let filling = Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity)
        let grows = host(filling.background(.red))
        #expect(shapeFrames(grows) == [rect(0, 0, 20, 10)])
        #expect(grows.frame(of: "Hi") == rect(9, 4, 2, 1))
        #expect(shapeFrames(host(filling.background(.red, ignoresSafeAreaEdges: []))) == [rect(0, 1, 20, 7)])
        #expect(shapeFrames(host(filling.overlay(.red, ignoresSafeAreaEdges: .top))) == [rect(0, 0, 20, 8)])
    }

    @Test func geometryProxyReportsTheInsetsItsFrameSees() {
        let reader = GeometryReader { proxy in Text(describe(proxy.safeAreaInsets)) }
        #expect(host(reader).texts == ["0 0 0 0"])
        #expect(host(reader.ignoresSafeArea()).texts == ["1 0 2 0"])
        #expect(host(reader.ignoresSafeArea(edges: .bottom)).texts == ["0 0 2 0"])
        let sides = EdgeInsets(top: 0, leading: 3, bottom: 0, trailing: 1)
        #expect(host(reader.ignoresSafeArea(), insets: sides).texts == ["0 3 0 1"])
    }

    @Test func changingTheWindowsInsetsLaysTheRootOutAgain() {
        let shown = host(GeometryReader { proxy in Text(describe(proxy.safeAreaInsets)) }.ignoresSafeArea())
        shown.graph.setSafeAreaInsets(EdgeInsets(top: 2, leading: 1, bottom: 0, trailing: 0))
        shown.flush()
        #expect(shown.texts == ["2 1 0 0"])
    }

    @Test func aNavigationStacksPageStopsAtTheBarItIsDrawnOver() {
        let page = GeometryReader { proxy in Text(describe(proxy.safeAreaInsets)) }.ignoresSafeArea()
        let shown = host(NavigationStack { page.navigationTitle("Title") })
        // Not under the bar (drawn before the page), but down to the window's bottom.
        #expect(shown.texts.contains("0 0 2 0"))
        #expect((shown.frame(of: "0 0 2 0")?.minY ?? 0) > 1)
    }

    @Test func theWindowsBarsInsetTheContentWhichCanGrowUnderThem() throws {
        func colour(_ host: HeadlessHost) -> CGRect? {
            host.backend.allWidgets.first { $0.content is ResolvedShape }?.absoluteFrame
        }
        let inset = HeadlessHost(Color.red.toolbar { Button("Add") {} }, width: 20, height: 5)
        let top = try #require(inset.frame(of: "Add")).maxY
        #expect(colour(inset) == rect(0, top, 20, 5 - top))
        let under = HeadlessHost(
            Color.red.ignoresSafeArea().toolbar { Button("Add") {} }, width: 20, height: 5)
        #expect(colour(under) == rect(0, 0, 20, 5))
        // The bar is still shown, above the content.
        #expect(under.frame(of: "Add") != nil)
    }

    @Test func safeAreaPaddingPadsItsContentAndAddsToTheSafeArea() {
        let plain = HeadlessHost(Color.red.safeAreaPadding(.horizontal, 3), width: 20, height: 10)
        #expect(shapeFrames(plain) == [rect(3, 0, 14, 10)])
        let all = HeadlessHost(Color.red.safeAreaPadding(2), width: 20, height: 10)
        #expect(shapeFrames(all) == [rect(2, 2, 16, 6)])
        let insets = HeadlessHost(
            Color.red.safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)), width: 20,
            height: 10)
        #expect(shapeFrames(insets) == [rect(2, 1, 14, 6)])
        let defaultLength = HeadlessHost(Color.red.safeAreaPadding(.top), width: 20, height: 10)
        #expect(shapeFrames(defaultLength) == [rect(0, 1, 20, 9)])
        // Content ignoring the safe area grows back over the padding.
        let ignoring = HeadlessHost(Color.red.ignoresSafeArea().safeAreaPadding(3), width: 20, height: 10)
        #expect(shapeFrames(ignoring) == [rect(0, 0, 20, 10)])
        // The padding adds to the window's inset: 1 + 2 at the top.
        let reader = GeometryReader { proxy in Text(describe(proxy.safeAreaInsets)) }
        let added = host(
            reader.ignoresSafeArea().safeAreaPadding(.top, 2),
            insets: EdgeInsets(top: 1, leading: 0, bottom: 0, trailing: 0))
        #expect(added.texts == ["3 0 0 0"])
    }

    @Test func scenePaddingPadsByTheBackendsMinimum() {
        #expect(
            shapeFrames(HeadlessHost(Color.red.scenePadding(), width: 20, height: 10)) == [rect(1, 1, 18, 8)])
        #expect(
            shapeFrames(
                HeadlessHost(Color.red.scenePadding(.minimum, edges: .horizontal), width: 20, height: 10))
                == [rect(1, 0, 18, 10)])
        #expect(ScenePadding.minimum == .minimum)
    }
}
