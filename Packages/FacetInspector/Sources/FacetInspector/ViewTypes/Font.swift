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
    /// semibold); a custom font has none: "Font does not have 'weight' attribute".
    public func weight() throws -> Font.Weight {
        guard customName == nil else {
            throw InspectionError.attributeNotFound(label: "weight", type: "Font")
        }
        return resolvedWeight
    }

    /// The font's design; a custom font has none: "Font does not have 'design' attribute".
    public func design() throws -> Font.Design {
        guard customName == nil else {
            throw InspectionError.attributeNotFound(label: "design", type: "Font")
        }
        return resolvedDesign
    }

    /// The text style of a text-style font (`.title`), or the one a custom font is relative
    /// to (`.body` unless given); a font made with a size has none: "Font does not have
    /// 'style' attribute".
    public func style() throws -> Font.TextStyle {
        guard let style = textStyle ?? customRelativeStyle else {
            throw InspectionError.attributeNotFound(label: "style", type: "Font")
        }
        return style
    }

    /// The family of a custom font (`.custom("Avenir", size: 15)`); a system font has none:
    /// "Font does not have 'name' attribute".
    public func name() throws -> String {
        guard let customName else { throw InspectionError.attributeNotFound(label: "name", type: "Font") }
        return customName
    }

    /// Whether the font is a custom one of a fixed size (`.custom(_:fixedSize:)`).
    public func isFixedSize() -> Bool { customName != nil && customRelativeStyle == nil }
}
