import Foundation

/// Insets its content: the content is offered the proposal minus the insets (`.padding`;
/// "padding" for inspection tools).
@_spi(Inspection)
public struct PaddingModifier: UnaryLayoutModifier, InspectableModifier, Animatable {
    let edges: Edge.Set
    /// The explicit length, or `nil` for the backend's default padding.
    let length: CGFloat?
    var explicitInsets: EdgeInsets?
    public typealias Body = Never

    /// The insets in effect, animated (an animation writes explicit insets).
    ///
    /// The default padding comes from the backend's metrics, which are read on the main
    /// actor; animations are evaluated there too.
    nonisolated public var animatableData: EdgeInsets.AnimatableData {
        get { MainActor.assumeIsolated { insets.animatableData } }
        set {
            var animated = MainActor.assumeIsolated { insets }
            animated.animatableData = newValue
            explicitInsets = animated
        }
    }

    /// The insets in effect.
    public var insets: EdgeInsets {
        explicitInsets ?? EdgeInsets(edges, length ?? LayoutDefaults.current.padding)
    }

    /// The edges the modifier pads (all of them for `padding(_: EdgeInsets)`).
    public var paddedEdges: Edge.Set { edges }

    /// The insets as written, or `nil` for the platform's default padding (`.padding()`,
    /// `.padding(.top)`).
    public var writtenInsets: EdgeInsets? {
        explicitInsets ?? length.map { EdgeInsets(edges, $0) }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutChild) -> CGSize {
        let insets = insets
        let size = child.subviews.isEmpty ? .zero : child.sizeThatFits(inset(proposal, insets))
        return CGSize(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    func placeChild(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutChild) {
        let insets = insets
        child.place(
            at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
            proposal: inset(ProposedViewSize(bounds.size), insets))
    }

    private func inset(_ proposal: ProposedViewSize, _ insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max(0, $0 - insets.horizontal) },
            height: proposal.height.map { max(0, $0 - insets.vertical) })
    }
}

extension View {
    /// Adds the same padding to the specified edges (the backend's default length when
    /// `length` is `nil`: one cell in a terminal).
    ///
    /// ```swift
    /// Text("Hi").padding()               // all edges, default length
    /// Text("Hi").padding(.horizontal, 2)
    /// ```
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(PaddingModifier(edges: edges, length: length, explicitInsets: nil))
    }

    /// Adds padding of `length` to every edge.
    public func padding(_ length: CGFloat) -> some View {
        modifier(PaddingModifier(edges: .all, length: length, explicitInsets: nil))
    }

    /// Adds the given insets.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(PaddingModifier(edges: .all, length: nil, explicitInsets: insets))
    }
}
