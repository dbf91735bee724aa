import Foundation

/// A fixed frame: each given dimension replaces the proposal and the result; the content
/// is aligned inside (`.frame(width:height:alignment:)`; "frame" for inspection tools).
@_spi(Inspection)
public struct FixedFrameModifier: UnaryLayoutModifier, InspectableModifier {
    /// The fixed width, or `nil` to keep the content's.
    public let width: CGFloat?
    /// The fixed height, or `nil` to keep the content's.
    public let height: CGFloat?
    /// How the content is placed in the frame.
    public let alignment: Alignment
    public typealias Body = Never

    /// "frame".
    public var modifierName: String { "frame" }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutChild) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let size = child.sizeThatFits(childProposal(proposal))
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    func placeChild(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutChild) {
        place(child, in: bounds, proposal: childProposal(proposal), alignment: alignment)
    }
}

/// A flexible frame: the content's size clamped between minimum and maximum, following
/// the proposal where the limits allow
/// (`.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`;
/// "frame" for inspection tools). `nil` is a limit the call did not set.
@_spi(Inspection)
public struct FlexibleFrameModifier: UnaryLayoutModifier, InspectableModifier {
    /// The limits of the width.
    public let minWidth, idealWidth, maxWidth: CGFloat?
    /// The limits of the height.
    public let minHeight, idealHeight, maxHeight: CGFloat?
    /// How the content is placed in the frame.
    public let alignment: Alignment
    public typealias Body = Never

    /// "frame".
    public var modifierName: String { "frame" }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        func clamp(_ value: CGFloat?, _ ideal: CGFloat?, _ low: CGFloat?, _ high: CGFloat?) -> CGFloat? {
            guard var value = value ?? ideal else { return nil }
            if let low { value = max(low, value) }
            if let high { value = min(high, value) }
            return value
        }
        return ProposedViewSize(
            width: clamp(proposal.width, idealWidth, minWidth, maxWidth),
            height: clamp(proposal.height, idealHeight, minHeight, maxHeight))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutChild) -> CGSize {
        let inner = childProposal(proposal)
        let size = child.sizeThatFits(inner)
        func resolve(_ content: CGFloat, _ proposed: CGFloat?, _ low: CGFloat?, _ high: CGFloat?) -> CGFloat {
            var result = content
            let offered = proposed ?? content
            if let low { result = max(low, min(result, offered)) }
            if let high { result = min(high, max(result, offered)) }
            return result
        }
        return CGSize(
            width: resolve(size.width, proposal.width ?? idealWidth, minWidth, maxWidth),
            height: resolve(size.height, proposal.height ?? idealHeight, minHeight, maxHeight))
    }

    func placeChild(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutChild) {
        place(child, in: bounds, proposal: childProposal(ProposedViewSize(bounds.size)), alignment: alignment)
    }
}

/// Places `child` inside `bounds`, lined up on `alignment`.
@MainActor
func place(_ child: LayoutChild, in bounds: CGRect, proposal: ProposedViewSize, alignment: Alignment) {
    let content = child.dimensions(in: proposal)
    let container = ViewDimensions(size: bounds.size)
    let x = bounds.minX + container[alignment.horizontal] - content[alignment.horizontal]
    let y = bounds.minY + container[alignment.vertical] - content[alignment.vertical]
    child.place(at: CGPoint(x: x, y: y), proposal: proposal)
}

extension View {
    /// Positions this view within an invisible frame with the specified size.
    ///
    /// ```swift
    /// Text("OK").frame(width: 10, height: 3, alignment: .leading)
    /// ```
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
        -> some View
    {
        modifier(FixedFrameModifier(width: width, height: height, alignment: alignment))
    }

    /// Positions this view within an invisible frame having the specified size
    /// constraints.
    ///
    /// ```swift
    /// Text("Title").frame(maxWidth: .infinity, alignment: .leading)
    /// ```
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        modifier(
            FlexibleFrameModifier(
                minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }
}
