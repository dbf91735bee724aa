import Foundation

/// Gives its content an explicit value for one alignment guide, computed from the content's
/// dimensions; other guides are the content's own (`.alignmentGuide(_:computeValue:)`;
/// "alignmentGuide(.leading)" for inspection tools, with the guide's name).
@_spi(Inspection)
public struct AlignmentGuideModifier: UnaryLayoutModifier, InspectableModifier {
    enum Guide {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)
    }

    let guide: Guide
    let computeValue: @Sendable (ViewDimensions) -> CGFloat
    public typealias Body = Never

    /// The horizontal guide the modifier sets, or `nil` for a vertical one.
    public var horizontalGuide: HorizontalAlignment? {
        if case .horizontal(let guide) = guide { guide } else { nil }
    }

    /// The vertical guide the modifier sets, or `nil` for a horizontal one.
    public var verticalGuide: VerticalAlignment? {
        if case .vertical(let guide) = guide { guide } else { nil }
    }

    /// The guide's value for content of `size`.
    public func value(for size: CGSize) -> CGFloat { computeValue(ViewDimensions(size: size)) }

    /// "alignmentGuide(.leading)", with the guide's name.
    public var modifierName: String {
        switch guide {
        case .horizontal(let guide): "alignmentGuide(.\(guide.name))"
        case .vertical(let guide): "alignmentGuide(.\(guide.name))"
        }
    }

    static var hasExplicitAlignment: Bool { true }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutChild) -> CGSize {
        child.sizeThatFits(proposal)
    }

    func placeChild(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutChild) {
        child.place(at: bounds.origin, proposal: proposal)
    }

    func explicitAlignment(_ guide: HorizontalAlignment, size: CGSize, child: LayoutChild) -> CGFloat? {
        let dimensions = child.dimensions(in: ProposedViewSize(size))
        if case .horizontal(let mine) = self.guide, mine == guide { return computeValue(dimensions) }
        return dimensions[explicit: guide]
    }

    func explicitAlignment(_ guide: VerticalAlignment, size: CGSize, child: LayoutChild) -> CGFloat? {
        let dimensions = child.dimensions(in: ProposedViewSize(size))
        if case .vertical(let mine) = self.guide, mine == guide { return computeValue(dimensions) }
        return dimensions[explicit: guide]
    }
}

extension View {
    /// Sets the view's horizontal alignment guide `g` to the value `computeValue` returns
    /// from the view's dimensions; stacks and overlays line views up on it.
    ///
    /// ```swift
    /// VStack(alignment: .leading) {
    ///     Text("Title")
    ///     Text("Hanging").alignmentGuide(.leading) { d in d[.trailing] }
    /// }
    /// ```
    public func alignmentGuide(
        _ g: HorizontalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat
    ) -> some View {
        modifier(AlignmentGuideModifier(guide: .horizontal(g), computeValue: computeValue))
    }

    /// Sets the view's vertical alignment guide `g` to the value `computeValue` returns
    /// from the view's dimensions.
    public func alignmentGuide(
        _ g: VerticalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat
    ) -> some View {
        modifier(AlignmentGuideModifier(guide: .vertical(g), computeValue: computeValue))
    }
}
