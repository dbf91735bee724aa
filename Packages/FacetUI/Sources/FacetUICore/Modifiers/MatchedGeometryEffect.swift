import Foundation

/// The parts of a view's geometry that `matchedGeometryEffect(id:in:properties:anchor:isSource:)`
/// takes from the source view of its group.
///
/// ```swift
/// Text("Title").matchedGeometryEffect(id: "title", in: ns, properties: .position, isSource: false)
/// ```
@frozen public struct MatchedGeometryProperties: OptionSet, Sendable {
    /// The option set's bits.
    public let rawValue: UInt32

    /// Creates a set of properties from its bits.
    @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The view's position: its anchor point is put on the source's anchor point.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The view's size: it is drawn at the source's size.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// The view's frame: its position and its size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// What `matchedGeometryEffect(id:in:properties:anchor:isSource:)` applies: membership of
/// the group `id` in `namespace`.
public struct _MatchedGeometryEffect<ID: Hashable>: ViewModifier {
    /// The identifier of the group within the namespace.
    public var id: ID
    /// The namespace of the group.
    public var namespace: Namespace.ID
    /// The matched properties, the anchor and whether the view is the group's source.
    public var args: (properties: MatchedGeometryProperties, anchor: UnitPoint, isSource: Bool)
    /// The offset of the drawn frame from the matched one (origin and size) while a move
    /// between two views of the group animates; zero otherwise.
    var displacement = CGRect.zero

    /// Creates the effect.
    public init(
        id: ID, namespace: Namespace.ID, properties: MatchedGeometryProperties, anchor: UnitPoint,
        isSource: Bool
    ) {
        (self.id, self.namespace) = (id, namespace)
        args = (properties: properties, anchor: anchor, isSource: isSource)
    }

    public typealias Body = Never
}

extension _MatchedGeometryEffect: PrimitiveModifier {
    func makeNode<Content: View>(
        content: ModifiedContent<Content, Self>, graph: ViewGraph, parent: ViewNode,
        environment: EnvironmentValues
    ) -> ViewNode {
        MatchedGeometryNode(content, graph: graph, parent: parent, environment: environment)
    }
}

@_spi(Inspection)
extension _MatchedGeometryEffect: InspectableModifier {
    /// "matchedGeometryEffect".
    public var modifierName: String { "matchedGeometryEffect" }
}

extension View {
    /// Defines a group of views with synchronized geometry using an identifier and
    /// namespace that you provide.
    ///
    /// Among the views of a group (same `id`, same `namespace`), the one with `isSource`
    /// true that is on screen gives the geometry: the others are drawn at its frame (the
    /// `properties` of it: position, size or both; `anchor` is the point that is matched).
    /// When an animated change removes one view of a group and inserts another, the
    /// inserted one moves from the removed one's frame to its own, and a removed view
    /// that stays for its transition moves to the inserted one's.
    ///
    /// It is a geometry effect: layout is unchanged, the view is drawn moved and scaled.
    ///
    /// ```swift
    /// @Namespace var ns
    /// if expanded {
    ///     Color.blue.frame(width: 20, height: 6).matchedGeometryEffect(id: "box", in: ns)
    /// } else {
    ///     Color.blue.frame(width: 4, height: 2).matchedGeometryEffect(id: "box", in: ns)
    /// }
    /// ```
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        modifier(
            _MatchedGeometryEffect(
                id: id, namespace: namespace, properties: properties, anchor: anchor, isSource: isSource))
    }
}
