/// A modifier that runs an action when the value of a preference its content produces
/// changes (SwiftUI's type, made by ``View/onPreferenceChange(_:perform:)``).
public struct _PreferenceActionModifier<Key: PreferenceKey>: ViewModifier where Key.Value: Equatable {
    /// The action, given the new combined value.
    public var action: (Key.Value) -> Void
    public typealias Body = Never

    /// Creates a modifier running `action` when the value changes.
    public init(action: @escaping (Key.Value) -> Void) { self.action = action }
}

extension View {
    /// Runs `action` with the combined value of the preference `key` that this view
    /// produces (the key's default value when it writes none): once after the view first
    /// appears, then after each update that changed it — not after updates that leave it
    /// alone. The action runs after the update's layout, so a value made from anchors is
    /// the final one; state it writes is applied in the next update.
    ///
    /// ```swift
    /// content.onPreferenceChange(WidestKey.self) { widest = $0 }
    /// ```
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        modifier(_PreferenceActionModifier<K>(action: action))
    }
}

extension _PreferenceActionModifier: PrimitiveModifier {
    func makeNode<Content: View>(
        content: ModifiedContent<Content, Self>, graph: ViewGraph, parent: ViewNode,
        environment: EnvironmentValues
    ) -> ViewNode {
        PreferenceActionNode(content, graph: graph, parent: parent, environment: environment) { $0.content }
    }
}

/// The node of ``View/onPreferenceChange(_:perform:)``: transparent; told when the value may
/// have changed below it, it compares the value after the transaction's layout and runs the
/// action when it differs from the one it last gave.
@MainActor
final class PreferenceActionNode<Content: View, Key: PreferenceKey>: WrapperNode<
    ModifiedContent<Content, _PreferenceActionModifier<Key>>, Content
>, PreferenceObserver
where Key.Value: Equatable {
    private var delivered: Key.Value?
    private var isScheduled = false

    override func mount() {
        super.mount()
        addPreferenceObserver(self, for: ObjectIdentifier(Key.self))
        preferenceMayHaveChanged()
    }

    override func didUnmount() { removePreferenceObserver(self, for: ObjectIdentifier(Key.self)) }

    func preferenceMayHaveChanged() {
        guard !isScheduled else { return }
        isScheduled = true
        graph.afterCommit { [weak self] in self?.deliver() }
    }

    private func deliver() {
        isScheduled = false
        guard isMounted else { return }
        let current = preferenceValue(Key.self) ?? Key.defaultValue
        if let delivered, delivered == current { return }
        delivered = current
        value.modifier.action(current)
    }
}

@_spi(Inspection)
extension _PreferenceActionModifier: InspectableModifier {
    /// "onPreferenceChange".
    public var modifierName: String { "onPreferenceChange" }
}
