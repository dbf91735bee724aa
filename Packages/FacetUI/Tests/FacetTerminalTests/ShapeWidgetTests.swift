import Testing

@testable import FacetTerminal

private func points(_ pairs: [(Double, Double)]) -> [RasterPoint] {
    pairs.map { RasterPoint(x: $0.0, y: $0.1) }
}

@MainActor @Suite struct ShapeWidgetTests {
    @Test func halfBlocksShowTwoPixelsPerCell() {
        let full = ShapeWidget(polygons: [points([(0, 0), (4, 0), (4, 4), (0, 4)])])
        #expect(render(full, width: 4, height: 2) == ["████", "████"])
        let top = ShapeWidget(polygons: [points([(0, 0), (4, 0), (4, 1), (0, 1)])])
        #expect(render(top, width: 4, height: 2) == ["▀▀▀▀", ""])
        let bottom = ShapeWidget(polygons: [points([(1, 3), (3, 3), (3, 4), (1, 4)])])
        #expect(render(bottom, width: 4, height: 2) == ["", " ▄▄"])
    }

    @Test func aPixelIsSetWhenHalfOfItIsCovered() {
        // Half of column 0 and all of column 1; a quarter of column 2.
        let shape = ShapeWidget(polygons: [points([(0.5, 0), (2.25, 0), (2.25, 2), (0.5, 2)])])
        #expect(render(shape, width: 3, height: 1) == ["██"])
        let triangle = ShapeWidget(polygons: [points([(2, 0), (4, 4), (0, 4)])])
        #expect(render(triangle, width: 4, height: 2) == [" ▄▄", "▄██▄"])
    }

    @Test func fillRules() {
        let outer = points([(0, 0), (6, 0), (6, 6), (0, 6)])
        let inner = points([(2, 2), (4, 2), (4, 4), (2, 4)])
        #expect(
            render(ShapeWidget(polygons: [outer, inner]), width: 6, height: 3) == [
                "██████", "██████", "██████",
            ])
        let holed = ShapeWidget(polygons: [outer, inner], evenOdd: true)
        #expect(render(holed, width: 6, height: 3) == ["██████", "██  ██", "██████"])
        // The inner square turning the other way cancels under the non-zero rule too.
        let reversed = ShapeWidget(polygons: [outer, inner.reversed()])
        #expect(render(reversed, width: 6, height: 3) == ["██████", "██  ██", "██████"])
    }

    @Test func aTransparentShapeDrawsNothingAndOutsidePixelsAreClipped() {
        let clear = ShapeWidget(polygons: [points([(0, 0), (4, 0), (4, 4), (0, 4)])], color: nil)
        #expect(render(clear, width: 4, height: 2) == ["", ""])
        let large = ShapeWidget(polygons: [points([(-5, -5), (50, -5), (50, 50), (-5, 50)])])
        #expect(render(large, width: 2, height: 1) == ["██"])
        let empty = ShapeWidget(polygons: [])
        #expect(render(empty, width: 2, height: 1) == [""])
    }

    @Test func theRasterIsKeptUntilTheOutlineOrSizeChanges() {
        let shape = ShapeWidget(polygons: [points([(0, 0), (2, 0), (2, 2), (0, 2)])])
        shape.frame = CellRect(x: 0, y: 0, width: 2, height: 1)
        #expect(shape.pixels[1, 1])
        shape.polygons = [points([(0, 0), (1, 0), (1, 2), (0, 2)])]
        #expect(!shape.pixels[1, 1] && shape.pixels[0, 1])
        shape.frame = CellRect(x: 0, y: 0, width: 3, height: 2)
        #expect(shape.pixels.width == 3 && shape.pixels.height == 4)
    }
}
