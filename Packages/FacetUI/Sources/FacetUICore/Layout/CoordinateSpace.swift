import Foundation

/// A resolved coordinate space.
public enum CoordinateSpace: Hashable {
    /// The window's coordinate space.
    case global
    /// The view's own coordinate space (its top-leading corner is the origin).
    case local
    /// The coordinate space of the view that declared `name` with
    /// ``View/coordinateSpace(name:)`` (the window's when no view around declares it).
    case named(AnyHashable)

    /// Whether this is the global coordinate space.
    public var isGlobal: Bool { self == .global }
    /// Whether this is the local coordinate space.
    public var isLocal: Bool { self == .local }
}

/// A frame of reference within the layout system: `.local`, `.global` or `.named(_:)`.
///
/// ```swift
/// DragGesture(coordinateSpace: .named("board"))
/// ```
public protocol CoordinateSpaceProtocol {
    /// The resolved coordinate space.
    var coordinateSpace: CoordinateSpace { get }
}

/// A named coordinate space, declared by a view with ``View/coordinateSpace(_:)``.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable

    /// The resolved coordinate space.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The coordinate space named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}

/// The local coordinate space of the current view.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// Creates the local coordinate space.
    public init() {}
    /// The resolved coordinate space.
    public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The local coordinate space of the current view.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

/// The global coordinate space at the root of the view hierarchy.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// Creates the global coordinate space.
    public init() {}
    /// The resolved coordinate space.
    public var coordinateSpace: CoordinateSpace { .global }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The global coordinate space at the root of the view hierarchy.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

/// The frames (root coordinates) of the named coordinate spaces around a view: the
/// innermost declaration of a name wins.
struct NamedCoordinateSpaces: Equatable {
    var frames: [AnyHashable: CGRect] = [:]

    init() {}

    /// The spaces declared by `node` and its ancestors.
    @MainActor
    init(around node: ViewNode?) {
        var current = node
        while let node = current {
            if let space = node as? any NamedCoordinateSpaceNode, frames[space.spaceName] == nil {
                frames[space.spaceName] = node.contentArea
            }
            current = node.parent
        }
    }
}

/// The node of ``View/coordinateSpace(name:)``.
@MainActor
protocol NamedCoordinateSpaceNode: AnyObject {
    var spaceName: AnyHashable { get }
}

/// Names the coordinate space of its content (`.coordinateSpace(name:)`; SwiftUI's own
/// name).
@_spi(Inspection)
public struct _CoordinateSpaceModifier<Name: Hashable>: ViewModifier, PrimitiveModifier, InspectableModifier {
    /// The name.
    public let name: Name
    public typealias Body = Never
    /// "coordinateSpace".
    public var modifierName: String { "coordinateSpace" }

    func makeNode<Content: View>(
        content: ModifiedContent<Content, Self>, graph: ViewGraph, parent: ViewNode,
        environment: EnvironmentValues
    ) -> ViewNode {
        CoordinateSpaceNode(content, graph: graph, parent: parent, environment: environment) { $0.content }
    }
}

/// The node of a named coordinate space: transparent to layout, its content's frame is the
/// space's frame.
@MainActor
final class CoordinateSpaceNode<Content: View, Name: Hashable>: WrapperNode<
    ModifiedContent<Content, _CoordinateSpaceModifier<Name>>, Content
>, NamedCoordinateSpaceNode
{
    var spaceName: AnyHashable { AnyHashable(value.modifier.name) }
}

extension View {
    /// Assigns a name to the view's coordinate space, so other code can operate on
    /// dimensions like points and sizes relative to the named space.
    ///
    /// ```swift
    /// Board().coordinateSpace(name: "board")
    /// ```
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(_CoordinateSpaceModifier(name: name))
    }

    /// Assigns a name to the view's coordinate space (`.coordinateSpace(.named("board"))`).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(_CoordinateSpaceModifier(name: name.name))
    }
}
