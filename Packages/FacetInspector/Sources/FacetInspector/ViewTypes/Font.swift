import FacetUI
@_spi(Inspection) import FacetUICore
import Foundation

extension Font {
    /// The point size of a font made with one (`.system(size: 12)`), as ViewInspector reads
    /// it; a text-style font (`.body`) has none: "Font does not have 'size' attribute".
    ///
    /// ```swift
    /// #expect(try sut.inspect().text().attributes().font().size() == 12)
    /// ```
    public func size() throws -> CGFloat {
        guard textStyle == nil else { throw InspectionError.attributeNotFound(label: "size", type: "Font") }
        return CGFloat(pointSize)
    }

    /// The font's weight (a text style's own weight unless one is set: `.headline` is
    /// semibold).
    public func weight() throws -> Font.Weight { resolvedWeight }

    /// The font's design.
    public func design() throws -> Font.Design { resolvedDesign }

    /// The text style of a text-style font (`.title`); a font made with a size has none:
    /// "Font does not have 'style' attribute".
    public func style() throws -> Font.TextStyle {
        guard let style = textStyle else {
            throw InspectionError.attributeNotFound(label: "style", type: "Font")
        }
        return style
    }
}
