import FacetUI
import Foundation

extension InspectableView {
    /// The distance set on the view with `.offset(_:)` or `.offset(x:y:)`.
    public func offset() throws -> CGSize {
        try modifier("offset") { if case .offset(let offset) = $0 { offset } else { nil } }
    }

    /// The point set on the view with `.position(_:)` or `.position(x:y:)`.
    public func position() throws -> CGPoint {
        try modifier("position") { if case .position(let point) = $0 { point } else { nil } }
    }

    /// The drawing order set on the view with `.zIndex(_:)`.
    public func zIndex() throws -> Double {
        try modifier("zIndex") { if case .zIndex(let value) = $0 { value } else { nil } }
    }

    /// The priority set on the view with `.layoutPriority(_:)`.
    public func layoutPriority() throws -> Double {
        try modifier("layoutPriority") { if case .layoutPriority(let value) = $0 { value } else { nil } }
    }

    /// The axes fixed with `.fixedSize()` or `.fixedSize(horizontal:vertical:)`.
    public func fixedSize() throws -> InspectedFixedSize {
        try modifier("fixedSize") {
            if case .fixedSize(let horizontal, let vertical) = $0 {
                InspectedFixedSize(horizontal: horizontal, vertical: vertical)
            } else {
                nil
            }
        }
    }

    /// Whether the view is clipped to its frame with `.clipped()`.
    public func isClipped() -> Bool {
        modifiers.contains {
            if case .container(let container) = $0 { container.clipsContent } else { false }
        }
    }
}

/// The axes of `.fixedSize(horizontal:vertical:)`, as `fixedSize()` returns them.
public struct InspectedFixedSize: Equatable, Sendable {
    /// Whether the width is fixed at the ideal width.
    public var horizontal: Bool
    /// Whether the height is fixed at the ideal height.
    public var vertical: Bool

    /// Creates fixed-size axes (to compare with what `fixedSize()` returns).
    public init(horizontal: Bool, vertical: Bool) {
        (self.horizontal, self.vertical) = (horizontal, vertical)
    }
}

extension InspectableView {
    /// The value `.alignmentGuide(_:computeValue:)` gives the horizontal guide `guide`, for
    /// the view's current size.
    ///
    /// ```swift
    /// #expect(try sut.inspect().vStack().text(1).alignmentGuide(.leading) == 5)
    /// ```
    public func alignmentGuide(_ guide: HorizontalAlignment) throws -> CGFloat {
        let size = node.frame.size
        return try modifier("alignmentGuide(.\(guide._inspectedName))") {
            if case .alignmentGuide(guide?, _, let value) = $0 { value(size) } else { nil }
        }
    }

    /// The value `.alignmentGuide(_:computeValue:)` gives the vertical guide `guide`, for
    /// the view's current size.
    public func alignmentGuide(_ guide: VerticalAlignment) throws -> CGFloat {
        let size = node.frame.size
        return try modifier("alignmentGuide(.\(guide._inspectedName))") {
            if case .alignmentGuide(_, guide?, let value) = $0 { value(size) } else { nil }
        }
    }
}
