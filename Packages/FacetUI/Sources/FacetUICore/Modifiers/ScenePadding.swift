import Foundation

/// The padding used to space a view from its containing scene.
///
/// ```swift
/// VStack { Text("Settings") }.scenePadding(.minimum, edges: .horizontal)
/// ```
public struct ScenePadding: Equatable, Sendable {
    private let kind: Kind
    private enum Kind { case minimum }

    /// The minimum scene padding value: the backend's default padding (one cell in a
    /// terminal).
    public static let minimum = ScenePadding(kind: .minimum)

    /// The length of this padding on the current backend.
    @MainActor var length: CGFloat {
        switch kind {
        case .minimum: LayoutDefaults.current.padding
        }
    }
}

/// Pads its content by a scene padding along some edges (`.scenePadding`, "scenePadding"
/// for inspection tools).
@_spi(Inspection)
public struct ScenePaddingModifier: UnaryLayoutModifier, InspectableModifier {
    /// The kind of padding.
    public let padding: ScenePadding
    /// The edges padded.
    public let edges: Edge.Set
    public typealias Body = Never

    private var layout: PaddingModifier {
        PaddingModifier(edges: edges, length: padding.length, explicitInsets: nil)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutChild) -> CGSize {
        layout.sizeThatFits(proposal, child: child)
    }

    func placeChild(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutChild) {
        layout.placeChild(in: bounds, proposal: proposal, child: child)
    }
}

extension View {
    /// Adds padding to the specified edges of this view using an amount that's
    /// appropriate for the current scene (``ScenePadding/minimum``).
    ///
    /// ```swift
    /// Form { rows }.scenePadding()
    /// ```
    public func scenePadding(_ edges: Edge.Set = .all) -> some View {
        modifier(ScenePaddingModifier(padding: .minimum, edges: edges))
    }

    /// Adds a specified kind of padding to the specified edges of this view using an
    /// amount that's appropriate for the current scene.
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        modifier(ScenePaddingModifier(padding: padding, edges: edges))
    }
}
