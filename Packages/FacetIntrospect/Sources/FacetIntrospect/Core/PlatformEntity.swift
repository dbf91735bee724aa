/// An object a backend puts on screen for a view — a widget — that `.introspect` can hand
/// over: FacetTerminal's ``TerminalWidget`` and its subclasses, FacetGTK's `GTKWidget`.
///
/// The shape is SwiftUI-Introspect's: an entity names the class its tree is made of
/// (``Base``) and, behind `@_spi(Internals)`, its parent and children, so that selectors
/// can walk from one widget to another (``IntrospectionSelector/from(_:selector:)``).
///
/// ```swift
/// @_spi(Internals) import FacetIntrospect
///
/// List { Text("Row") }
///     .introspect(.list, on: .terminal(.v1)) { list in
///         print(list.descendants.count)  // the rows' widgets
///     }
/// ```
@MainActor
public protocol PlatformEntity: AnyObject {
    /// The class of the tree the entity belongs to (``TerminalWidget`` for every terminal
    /// widget).
    associatedtype Base: PlatformEntity

    /// The entity this one is placed in, `nil` at the top.
    @_spi(Internals)
    var ancestor: Base? { get }

    /// The entities placed directly in this one, in order.
    @_spi(Internals)
    var descendants: [Base] { get }

    /// Whether this entity is placed, at any depth, in `other`.
    @_spi(Internals)
    func isDescendant(of other: Base) -> Bool
}

extension PlatformEntity {
    /// No parent, unless the entity says otherwise.
    @_spi(Internals)
    public var ancestor: Base? { nil }

    /// No children, unless the entity says otherwise.
    @_spi(Internals)
    public var descendants: [Base] { [] }

    /// Whether `other` is among ``ancestors``.
    @_spi(Internals)
    public func isDescendant(of other: Base) -> Bool {
        ancestors.contains { $0 === other }
    }

    /// The ancestors, nearest first.
    @_spi(Internals)
    public var ancestors: some Sequence<Base> {
        var result: [Base] = []
        var current = ancestor
        while let entity = current {
            result.append(entity)
            current = entity.ancestor as? Base
        }
        return result
    }

    /// Every entity below this one, depth first, in order.
    @_spi(Internals)
    public var allDescendants: some Sequence<Base> {
        var result: [Base] = []
        func collect(_ entities: [Base]) {
            for entity in entities {
                result.append(entity)
                if let children = entity.descendants as? [Base] { collect(children) }
            }
        }
        collect(descendants)
        return result
    }
}
