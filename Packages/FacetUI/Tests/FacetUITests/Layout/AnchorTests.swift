import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@_spi(Inspection) @testable import FacetUICore

@MainActor @Suite struct AnchorTests {
    private let frame = CGRect(x: 10, y: 20, width: 8, height: 4)

    private func anchor<T>(_ source: Anchor<T>.Source) -> Anchor<T> {
        Anchor(geometry: source.geometry.resolved(in: frame))
    }

    @Test func rectangleSourcesAreTakenInTheViewsFrame() {
        #expect(anchor(.bounds).value(relativeTo: .zero) == frame)
        #expect(
            anchor(.bounds).value(relativeTo: CGPoint(x: 10, y: 20))
                == CGRect(x: 0, y: 0, width: 8, height: 4))
        #expect(
            anchor(.rect(CGRect(x: 1, y: 2, width: 3, height: 1))).value(relativeTo: CGPoint(x: 4, y: 0))
                == CGRect(x: 7, y: 22, width: 3, height: 1))
    }

    @Test func pointSourcesAreTakenInTheViewsFrame() {
        #expect(anchor(.topLeading).value(relativeTo: .zero) == CGPoint(x: 10, y: 20))
        #expect(anchor(.center).value(relativeTo: .zero) == CGPoint(x: 14, y: 22))
        #expect(anchor(.bottomTrailing).value(relativeTo: CGPoint(x: 10, y: 20)) == CGPoint(x: 8, y: 4))
        #expect(anchor(.trailing).value(relativeTo: .zero) == CGPoint(x: 18, y: 22))
        #expect(anchor(.point(CGPoint(x: 1, y: 1))).value(relativeTo: .zero) == CGPoint(x: 11, y: 21))
        #expect(
            anchor(.unitPoint(UnitPoint(x: 0.25, y: 1))).value(relativeTo: .zero) == CGPoint(x: 12, y: 24))
    }

    @Test func listAndOptionalSourcesResolveEachElement() {
        let list = anchor(Anchor.Source([Anchor<CGPoint>.Source.top, .bottom]))
        #expect(list.value(relativeTo: CGPoint(x: 10, y: 20)) == [CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 4)])
        let some = anchor(Anchor.Source(Anchor<CGRect>.Source.bounds))
        #expect(some.value(relativeTo: .zero) == frame)
        let none = anchor(Anchor.Source(Anchor<CGRect>.Source?.none))
        #expect(none.value(relativeTo: .zero) == nil)
    }

    @Test func anchorsAreEqualWhenTheyDesignateTheSameGeometry() {
        #expect(
            anchor(Anchor<CGRect>.Source.bounds) == anchor(.rect(CGRect(origin: .zero, size: frame.size))))
        #expect(anchor(Anchor<CGRect>.Source.bounds) != anchor(.rect(.zero)))
        #expect(Set([anchor(Anchor<CGPoint>.Source.top), anchor(.unitPoint(.top))]).count == 1)
    }

    @Test func aPopoverSourceReadsAsItsRegion() {
        #expect(Anchor<CGRect>.Source.bounds.region == .bounds)
        #expect(Anchor<CGRect>.Source.rect(.zero).region == .rect(.zero))
    }
}
