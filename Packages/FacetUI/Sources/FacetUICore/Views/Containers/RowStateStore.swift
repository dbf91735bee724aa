/// The `@State` (and other dynamic property storage) of the rows a lazy container dropped,
/// kept by row id until the row is built again: a row that scrolls out and back in keeps
/// its state, though its nodes and widgets are made anew.
///
/// A row's storage is saved in the order its custom views' nodes were made (depth first);
/// when the row is built again each custom view takes the first saved storage of its type,
/// so a row built from the same state gets every storage back in its place.
@MainActor
struct RowStateStore {
    private var saved: [AnyHashable: [SavedStorage]] = [:]

    /// How many dropped rows have state kept.
    var count: Int { saved.count }

    /// Keeps the storage of the custom views in `node` (a row about to be dropped).
    mutating func save(_ node: ViewNode, id: AnyHashable) {
        var storages: [SavedStorage] = []
        func visit(_ node: ViewNode) {
            if let owner = node as? any StateOwningNode, owner.hasState {
                storages.append(SavedStorage(type: owner.viewTypeID, storage: owner.storage))
            }
            node.children.forEach(visit)
        }
        visit(node)
        if storages.isEmpty {
            saved.removeValue(forKey: id)
        } else {
            saved[id] = storages
        }
    }

    /// Runs `make` (which builds row `id`) with the row's saved storage handed back to its
    /// custom views.
    mutating func restoring<T>(_ id: AnyHashable, _ make: () -> T) -> T {
        guard let storages = saved.removeValue(forKey: id) else { return make() }
        let outer = StateRestoration.pending
        StateRestoration.pending = storages
        defer { StateRestoration.pending = outer }
        return make()
    }

    /// Forgets the state of rows whose id is not in `ids` (they left the data).
    mutating func keep(onlyIn ids: (AnyHashable) -> Bool) {
        guard !saved.isEmpty else { return }
        saved = saved.filter { ids($0.key) }
    }
}

/// One custom view's saved storage.
struct SavedStorage {
    let type: ObjectIdentifier
    let storage: DynamicPropertyStorage
}

/// The storage handed back to the custom views of a row being built again.
@MainActor
enum StateRestoration {
    static var pending: [SavedStorage] = []

    /// The saved storage for a new node of a custom view of `type`, if one is pending.
    static func take(for type: Any.Type) -> DynamicPropertyStorage? {
        guard !pending.isEmpty else { return nil }
        let id = ObjectIdentifier(type)
        guard let index = pending.firstIndex(where: { $0.type == id }) else { return nil }
        return pending.remove(at: index).storage
    }
}

/// A node that owns dynamic property storage (a custom view's or a custom modifier's).
@MainActor
protocol StateOwningNode: ViewNode {
    var storage: DynamicPropertyStorage { get }
    /// The type whose properties the storage holds.
    var viewTypeID: ObjectIdentifier { get }
    /// Whether the storage holds anything worth keeping.
    var hasState: Bool { get }
}
