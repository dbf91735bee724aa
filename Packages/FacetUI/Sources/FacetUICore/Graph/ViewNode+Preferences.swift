/// Preferences in the graph: values views send up to their ancestors (``PreferenceKey``),
/// the graph outputs that are combined with the key's `reduce` rather than collected.
///
/// Each node on the way from a writer to the root keeps, per key, how many writers are in
/// its subtree and its subtree's combined value once someone asked for it. A writer that
/// appears, changes or goes walks up its ancestors dropping the combined values it made
/// stale (stopping at the first already stale one when no count changes) and tells the
/// readers registered on them. A reader then asks again: only the stale nodes combine
/// their children's values again, each from the cached values of the others, so the work
/// is proportional to the ancestor chain of what changed (`GraphCounters.preferencesCombined`).
@MainActor
final class PreferenceState {
    /// The number of writers of each key in the subtree, this node included.
    var writers: [ObjectIdentifier: Int] = [:]
    /// The subtree's value of each key, while it is up to date.
    var combined: [ObjectIdentifier: CombinedPreference] = [:]
    /// The readers told when the subtree's value of a key may have changed.
    var observers: [ObjectIdentifier: [WeakPreferenceObserver]] = [:]
    /// The children the node had when they were last checked for changes.
    var children: [ObjectIdentifier] = []
}

/// A subtree's combined value of a key: none when nothing in it writes one.
enum CombinedPreference {
    case absent
    case value(Any)
}

/// A node told when the value of a key may have changed in a subtree it reads.
@MainActor
protocol PreferenceObserver: AnyObject {
    func preferenceMayHaveChanged()
}

/// A weak reference to an observer (observers are the node they observe, or its children).
struct WeakPreferenceObserver {
    weak var observer: (any PreferenceObserver)?
}

/// A node that writes the value of one key for its subtree.
@MainActor
protocol PreferenceWritingNode: ViewNode {
    /// The key written.
    var writtenKey: ObjectIdentifier { get }
    /// Whether the value written replaces the content's (`.preference`), rather than
    /// transforming it (`.transformPreference`): changes below then never reach above.
    var replacesContentValue: Bool { get }
    /// The subtree's value, made from the content's combined value (`nil` when the content
    /// writes none).
    func writtenValue(content: () -> Any?) -> Any
}

extension ViewNode {
    private var ensuredPreferenceState: PreferenceState {
        if let preferenceState { return preferenceState }
        let state = PreferenceState()
        state.children = children.map(ObjectIdentifier.init)
        preferenceState = state
        return state
    }

    /// The combined value of `key` in this subtree, or `nil` when nothing in it writes one:
    /// the writers' values in tree order, combined with the key's `reduce`.
    func preferenceValue<Key: PreferenceKey>(_ key: Key.Type) -> Key.Value? {
        let id = ObjectIdentifier(key)
        guard let state = preferenceState, state.writers[id] != nil else { return nil }
        if let cached = state.combined[id] {
            guard case .value(let value) = cached else { return nil }
            return (value as! Key.Value)
        }
        graph.counters.preferencesCombined += 1
        let value: Key.Value?
        if let writer = self as? any PreferenceWritingNode, writer.writtenKey == id {
            value =
                (writer.writtenValue { self.childrenPreferenceValue(key).map { $0 as Any } } as! Key.Value)
        } else {
            value = childrenPreferenceValue(key)
        }
        state.combined[id] = value.map { .value($0) } ?? .absent
        return value
    }

    /// The children's values of `key` combined in order: the first as it is, each next one
    /// reduced into it.
    private func childrenPreferenceValue<Key: PreferenceKey>(_ key: Key.Type) -> Key.Value? {
        var result: Key.Value?
        for child in children where child.isMounted {
            guard let next = child.preferenceValue(key) else { continue }
            if result == nil {
                result = next
            } else {
                Key.reduce(value: &result!, nextValue: { next })
            }
        }
        return result
    }

    /// Records that a writer of `key` at this node appeared (`count` 1), went (-1) or
    /// changed its value (0): drops the stale combined values up the ancestor chain and
    /// tells their observers.
    func preferenceWriterChanged(_ key: ObjectIdentifier, count: Int) {
        var node: ViewNode? = self
        while let current = node {
            let state = current.ensuredPreferenceState
            if count != 0 {
                let writers = state.writers[key, default: 0] + count
                state.writers[key] = writers > 0 ? writers : nil
            }
            let wasUpToDate = state.combined.removeValue(forKey: key) != nil
            if let observers = state.observers[key] {
                for reference in observers { reference.observer?.preferenceMayHaveChanged() }
            }
            if count == 0 {
                // A stale node's ancestors are stale too, and were told already; a value
                // written above replaces this one.
                if !wasUpToDate { return }
                if current !== self, let writer = current as? any PreferenceWritingNode,
                    writer.writtenKey == key, writer.replacesContentValue
                {
                    return
                }
            }
            node = current.parent
        }
    }

    /// The children changed (added, removed or reordered): the combined values of the keys
    /// written below are stale.
    func preferenceChildrenChanged() {
        guard let state = preferenceState, !state.writers.isEmpty else { return }
        let current = children.map(ObjectIdentifier.init)
        guard current != state.children else { return }
        state.children = current
        for key in Array(state.writers.keys) { preferenceWriterChanged(key, count: 0) }
    }

    /// Tells `observer` when the value of `key` may have changed in this subtree.
    func addPreferenceObserver(_ observer: any PreferenceObserver, for key: ObjectIdentifier) {
        ensuredPreferenceState.observers[key, default: []].append(WeakPreferenceObserver(observer: observer))
    }

    /// Stops telling `observer`.
    func removePreferenceObserver(_ observer: any PreferenceObserver, for key: ObjectIdentifier) {
        preferenceState?.observers[key]?.removeAll { $0.observer == nil || $0.observer === observer }
    }
}
