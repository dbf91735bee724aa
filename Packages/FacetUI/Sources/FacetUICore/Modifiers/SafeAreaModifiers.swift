import Foundation

/// Lets its content grow past the safe area along the given edges where it touches the
/// safe area's edge: what `ignoresSafeArea(_:edges:)` applies (SwiftUI's own type).
/// The modifier keeps its content's size for its parent; the content is placed in the
/// grown frame and offered its size.
@frozen public struct _SafeAreaRegionsIgnoringLayout: Equatable, Sendable {
    /// The regions the content ignores.
    public var regions: SafeAreaRegions
    /// The edges along which the content ignores them.
    public var edges: Edge.Set

    init(regions: SafeAreaRegions, edges: Edge.Set) {
        (self.regions, self.edges) = (regions, edges)
    }

    public typealias AnimatableData = EmptyAnimatableData
    public typealias Body = Never
}

extension _SafeAreaRegionsIgnoringLayout: UnaryLayoutModifier {
    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutChild) -> CGSize {
        child.subviews.isEmpty ? .zero : child.sizeThatFits(proposal)
    }

    func placeChild(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutChild) {
        placeIgnoringSafeArea(
            child, in: bounds, proposal: proposal, edges: regions.contains(.container) ? edges : [])
    }
}

@_spi(Inspection)
extension _SafeAreaRegionsIgnoringLayout: InspectableModifier {
    /// "ignoresSafeArea".
    public var modifierName: String { "ignoresSafeArea" }
}

/// Lets its content grow past the container safe area along the given edges: what the
/// deprecated `edgesIgnoringSafeArea(_:)` applies (SwiftUI's own type).
@frozen public struct _SafeAreaIgnoringLayout: Equatable, Sendable {
    /// The edges along which the content ignores the safe area.
    public var edges: Edge.Set

    /// Creates the layout for `edges`.
    public init(edges: Edge.Set = .all) { self.edges = edges }

    public typealias AnimatableData = EmptyAnimatableData
    public typealias Body = Never
}

extension _SafeAreaIgnoringLayout: UnaryLayoutModifier {
    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutChild) -> CGSize {
        child.subviews.isEmpty ? .zero : child.sizeThatFits(proposal)
    }

    func placeChild(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutChild) {
        placeIgnoringSafeArea(child, in: bounds, proposal: proposal, edges: edges)
    }
}

@_spi(Inspection)
extension _SafeAreaIgnoringLayout: InspectableModifier {
    /// "edgesIgnoringSafeArea".
    public var modifierName: String { "edgesIgnoringSafeArea" }
}

/// Places `child` in `bounds` grown to the safe area's bounds along those of `edges` that
/// `bounds` touches; a grown frame is offered to the content as its proposal.
@MainActor
private func placeIgnoringSafeArea(
    _ child: LayoutChild, in bounds: CGRect, proposal: ProposedViewSize, edges: Edge.Set
) {
    guard !child.subviews.isEmpty else { return }
    let grown = child.safeArea?.expanding(bounds, edges: edges) ?? bounds
    if grown == bounds { return child.place(at: bounds.origin, proposal: proposal) }
    place(child, in: grown, proposal: ProposedViewSize(grown.size), alignment: .center)
}

/// Adds insets to the safe area of its content and lays the content out inside them, as
/// padding does; content that ignores the safe area grows into them (`.safeAreaPadding`,
/// "safeAreaPadding" for inspection tools).
@_spi(Inspection)
public struct SafeAreaPaddingModifier: UnaryLayoutModifier, InspectableModifier {
    /// The edges given the insets.
    public let edges: Edge.Set
    /// The insets as written, or `nil` for the platform's default padding.
    public let writtenInsets: EdgeInsets?
    public typealias Body = Never

    /// The insets in effect on `edges`: the written ones, or the backend's default padding.
    public var insets: EdgeInsets {
        let all = writtenInsets ?? EdgeInsets(.all, LayoutDefaults.current.padding)
        return EdgeInsets(
            top: edges.contains(.top) ? all.top : 0, leading: edges.contains(.leading) ? all.leading : 0,
            bottom: edges.contains(.bottom) ? all.bottom : 0,
            trailing: edges.contains(.trailing) ? all.trailing : 0)
    }

    private var padding: PaddingModifier { PaddingModifier(edges: .all, length: nil, explicitInsets: insets) }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutChild) -> CGSize {
        padding.sizeThatFits(proposal, child: child)
    }

    func placeChild(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutChild) {
        padding.placeChild(in: bounds, proposal: proposal, child: child)
    }

    func contentSafeArea(in bounds: CGRect, safeArea: SafeAreaGeometry) -> SafeAreaGeometry? {
        safeArea.adding(insets, inside: bounds)
    }
}

extension View {
    /// Expands the safe area of a view: along each of `edges` it touches, the view grows
    /// into the insets of `regions` (Facet's backends have no keyboard region).
    ///
    /// ```swift
    /// Color.blue.ignoresSafeArea()                  // fills the whole window
    /// Color.blue.ignoresSafeArea(edges: .bottom)    // grows under a bottom bar
    /// ```
    public func ignoresSafeArea(
        _ regions: SafeAreaRegions = .all, edges: Edge.Set = .all
    ) -> some View {
        modifier(_SafeAreaRegionsIgnoringLayout(regions: regions, edges: edges))
    }

    /// Changes the view's proposed area to extend outside the screen's safe areas.
    ///
    /// ```swift
    /// Color.red.edgesIgnoringSafeArea(.all)
    /// ```
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead."
    )
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(_SafeAreaIgnoringLayout(edges: edges))
    }

    /// Adds the provided insets into the safe area of this view.
    ///
    /// ```swift
    /// ScrollView { rows }.safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2))
    /// ```
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(SafeAreaPaddingModifier(edges: .all, writtenInsets: insets))
    }

    /// Adds the provided insets into the safe area of this view along `edges` (the
    /// backend's default padding when `length` is `nil`: one cell in a terminal).
    ///
    /// ```swift
    /// List { rows }.safeAreaPadding(.horizontal, 2)
    /// ```
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(SafeAreaPaddingModifier(edges: edges, writtenInsets: length.map { EdgeInsets(.all, $0) }))
    }

    /// Adds the provided inset into the safe area of this view on every edge.
    ///
    /// ```swift
    /// Text("Hi").safeAreaPadding(1)
    /// ```
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        modifier(SafeAreaPaddingModifier(edges: .all, writtenInsets: EdgeInsets(.all, length)))
    }
}
