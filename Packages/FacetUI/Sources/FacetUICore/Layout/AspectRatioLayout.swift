import Foundation

/// How a view with an aspect ratio is sized in the space it is offered.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// The largest size of the ratio that fits inside the space.
    case fit
    /// The smallest size of the ratio that covers the space.
    case fill
}

/// Proposes its content the size of a ratio that fits in, or fills, the space it is offered:
/// what `aspectRatio(_:contentMode:)`, `scaledToFit()` and `scaledToFill()` apply. The
/// modifier's size is the size its content takes for that proposal.
public struct _AspectRatioLayout: Equatable, Sendable {
    /// The width divided by the height; `nil` uses the ratio of the content's ideal size.
    public var aspectRatio: CGFloat?
    /// Whether the content fits in, or fills, the space offered.
    public var contentMode: ContentMode

    /// Creates an aspect ratio layout.
    public init(aspectRatio: CGFloat? = nil, contentMode: ContentMode) {
        (self.aspectRatio, self.contentMode) = (aspectRatio, contentMode)
    }

    public typealias AnimatableData = EmptyAnimatableData
    public typealias Body = Never
}

extension _AspectRatioLayout: UnaryLayoutModifier {
    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutChild) -> CGSize {
        child.sizeThatFits(childProposal(for: proposal, child: child))
    }

    func placeChild(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutChild) {
        child.place(at: bounds.origin, proposal: childProposal(for: proposal, child: child))
    }

    /// The size of the ratio for `proposal`: a missing (or, when fitting, infinite)
    /// dimension follows from the other one; with neither, the content's ideal size is kept
    /// in one dimension. A ratio that is not positive and finite proposes `proposal` itself.
    @MainActor func childProposal(for proposal: ProposedViewSize, child: LayoutChild) -> ProposedViewSize {
        let ratio: CGFloat
        if let aspectRatio {
            ratio = aspectRatio
        } else {
            let ideal = child.sizeThatFits(.unspecified)
            ratio = ideal.height > 0 ? ideal.width / ideal.height : 0
        }
        guard ratio > 0, ratio.isFinite else { return proposal }
        let usable = { (value: CGFloat?) -> CGFloat? in
            guard let value else { return nil }
            return contentMode == .fit && value.isInfinite ? nil : value
        }
        switch (usable(proposal.width), usable(proposal.height)) {
        case (let width?, let height?):
            let byWidth = CGSize(width: width, height: width / ratio)
            let byHeight = CGSize(width: height * ratio, height: height)
            let fitsByWidth = byWidth.height <= height
            let useWidth = contentMode == .fit ? fitsByWidth : !fitsByWidth
            return ProposedViewSize(useWidth ? byWidth : byHeight)
        case (let width?, nil):
            return ProposedViewSize(width: width, height: width / ratio)
        case (nil, let height?):
            return ProposedViewSize(width: height * ratio, height: height)
        case (nil, nil):
            let ideal = child.sizeThatFits(.unspecified)
            return ProposedViewSize(width: ideal.width, height: ideal.width / ratio)
        }
    }
}

@_spi(Inspection)
extension _AspectRatioLayout: InspectableModifier {
    public var modifierName: String { "aspectRatio" }
}

extension View {
    /// Constrains this view's dimensions to `aspectRatio` (width divided by height; `nil`
    /// keeps the view's own ideal ratio), fitting in or filling the space offered.
    ///
    /// ```swift
    /// Color.blue.aspectRatio(2, contentMode: .fit)   // offered 10 × 10: 10 × 5
    /// ```
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains this view's dimensions to the ratio of `aspectRatio`'s width to its height.
    ///
    /// ```swift
    /// Color.blue.aspectRatio(CGSize(width: 16, height: 9), contentMode: .fill)
    /// ```
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales this view to fit the space offered, keeping its ideal aspect ratio.
    ///
    /// ```swift
    /// Image("photo").resizable().scaledToFit()
    /// ```
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales this view to fill the space offered, keeping its ideal aspect ratio.
    ///
    /// ```swift
    /// Image("photo").resizable().scaledToFill()
    /// ```
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
