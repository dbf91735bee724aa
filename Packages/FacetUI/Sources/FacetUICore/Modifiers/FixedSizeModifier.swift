import Foundation

/// Offers its content an unspecified dimension (asking for its ideal size) along the fixed
/// axes, whatever it is offered itself.
@_spi(Inspection)
public struct FixedSizeModifier: UnaryLayoutModifier, InspectableModifier {
    /// Whether the width is fixed at the ideal width.
    public let horizontal: Bool
    /// Whether the height is fixed at the ideal height.
    public let vertical: Bool
    public typealias Body = Never

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutChild) -> CGSize {
        child.sizeThatFits(childProposal(proposal))
    }

    func placeChild(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutChild) {
        place(child, in: bounds, proposal: childProposal(proposal), alignment: .center)
    }
}

extension View {
    /// Fixes this view at its ideal size in the specified dimensions.
    ///
    /// ```swift
    /// Text("A long line that must not wrap").fixedSize(horizontal: true, vertical: false)
    /// ```
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }

    /// Fixes this view at its ideal size.
    public func fixedSize() -> some View {
        modifier(FixedSizeModifier(horizontal: true, vertical: true))
    }
}
