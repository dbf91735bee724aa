import FacetUI
import Foundation

/// The parameters of
/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`, as
/// `flexFrame()` returns them; `nan` (as ViewInspector gives it) for a limit the call did
/// not set. Two values are equal when their limits are, a `nan` limit equalling a `nan` one.
public struct InspectedFlexFrame: Equatable, Sendable {
    /// The minimum width.
    public var minWidth: CGFloat
    /// The ideal width.
    public var idealWidth: CGFloat
    /// The maximum width (`.infinity` to fill the width offered).
    public var maxWidth: CGFloat
    /// The minimum height.
    public var minHeight: CGFloat
    /// The ideal height.
    public var idealHeight: CGFloat
    /// The maximum height (`.infinity` to fill the height offered).
    public var maxHeight: CGFloat
    /// How the content is placed in the frame.
    public var alignment: Alignment

    /// Creates flexible frame parameters (to compare with what `flexFrame()` returns).
    public init(
        minWidth: CGFloat = .nan, idealWidth: CGFloat = .nan, maxWidth: CGFloat = .nan,
        minHeight: CGFloat = .nan,
        idealHeight: CGFloat = .nan, maxHeight: CGFloat = .nan, alignment: Alignment = .center
    ) {
        (self.minWidth, self.idealWidth, self.maxWidth) = (minWidth, idealWidth, maxWidth)
        (self.minHeight, self.idealHeight, self.maxHeight) = (minHeight, idealHeight, maxHeight)
        self.alignment = alignment
    }

    /// Creates flexible frame parameters from optional limits, `nil` giving `nan`.
    init(
        minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?,
        idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment
    ) {
        self.init(
            minWidth: minWidth ?? .nan, idealWidth: idealWidth ?? .nan, maxWidth: maxWidth ?? .nan,
            minHeight: minHeight ?? .nan, idealHeight: idealHeight ?? .nan, maxHeight: maxHeight ?? .nan,
            alignment: alignment)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        func same(_ a: CGFloat, _ b: CGFloat) -> Bool { a == b || (a.isNaN && b.isNaN) }
        return same(lhs.minWidth, rhs.minWidth) && same(lhs.idealWidth, rhs.idealWidth)
            && same(lhs.maxWidth, rhs.maxWidth) && same(lhs.minHeight, rhs.minHeight)
            && same(lhs.idealHeight, rhs.idealHeight) && same(lhs.maxHeight, rhs.maxHeight)
            && lhs.alignment == rhs.alignment
    }
}
