import FacetUI
import Foundation

extension Font {
    /// The point size of a font made with one (`.system(size: 12)`), as ViewInspector reads
    /// it; a text-style font (`.body`) has none: "Font does not have 'size' attribute".
    ///
    /// ```swift
    /// #expect(try sut.inspect().text().attributes().font().size() == 12)
    /// ```
    public func size() throws -> CGFloat {
        guard _style == nil else { throw InspectionError.attributeNotFound(label: "size", type: "Font") }
        return CGFloat(_size)
    }

    /// The font's weight (a text style's own weight unless one is set: `.headline` is
    /// semibold).
    public func weight() throws -> Font.Weight { _weight }

    /// The font's design.
    public func design() throws -> Font.Design { _design }

    /// The text style of a text-style font (`.title`); a font made with a size has none:
    /// "Font does not have 'style' attribute".
    public func style() throws -> Font.TextStyle {
        guard let style = _style else {
            throw InspectionError.attributeNotFound(label: "style", type: "Font")
        }
        return style
    }
}
