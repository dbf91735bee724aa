import Foundation

/// A dynamic property type that allows access to a namespace defined by the persistent
/// identity of the object containing the property (a view).
///
/// Each view that declares a `@Namespace` gets its own identifier, kept for the view's
/// life (its updates keep it); two views, or the same view built twice at different
/// places, get different ones. `matchedGeometryEffect(id:in:properties:anchor:isSource:)`
/// groups views by an identifier within a namespace.
///
/// ```swift
/// struct Cards: View {
///     @Namespace private var cards
///     @State private var expanded = false
///     var body: some View {
///         if expanded {
///             BigCard().matchedGeometryEffect(id: "card", in: cards)
///         } else {
///             SmallCard().matchedGeometryEffect(id: "card", in: cards)
///         }
///     }
/// }
/// ```
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// Where the graph keeps the identifier of the owning view's namespace.
    let box = NamespaceBox()

    /// Creates a namespace; the view that holds it gives it its identifier.
    public init() {}

    /// The namespace's identifier. Read outside a view's body (before the graph installed
    /// it), it is an identifier of this value alone, which matches no other view's.
    public var wrappedValue: Namespace.ID { ID(id: box.id) }

    /// The identifier of a namespace: equal for the reads of one view's `@Namespace`, across
    /// its updates, and different from every other namespace's.
    public struct ID: Hashable, Sendable {
        let id: Int
    }
}

/// The identifier a ``Namespace`` reads: a fresh one until the graph installs the owning
/// node's (made when the node is built, kept across its updates).
final class NamespaceBox: @unchecked Sendable {
    private static let counter = NamespaceCounter()
    private let lock = NSLock()
    private var stored: Int?

    /// The installed identifier, or one of this box's own.
    var id: Int {
        lock.lock()
        defer { lock.unlock() }
        if let stored { return stored }
        let fresh = Self.counter.next()
        stored = fresh
        return fresh
    }

    /// Installs the owning node's identifier.
    func install(_ id: Int) {
        lock.lock()
        stored = id
        lock.unlock()
    }

    /// A new identifier, different from every other one made in the process.
    static func nextID() -> Int { counter.next() }
}

/// The process-wide source of namespace identifiers.
private final class NamespaceCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var last = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return last
    }
}

extension Namespace: InstallableProperty {
    func install(in storage: DynamicPropertyStorage, slot: inout Int) {
        box.install(storage.stateBox(at: slot, initial: NamespaceBox.nextID()).value)
        slot += 1
    }
}

extension Namespace: GraphComparable {
    // The identifier is the node's, like `State`'s storage.
    nonisolated func isGraphEqual(to other: Any) -> Bool { other is Namespace }
}
