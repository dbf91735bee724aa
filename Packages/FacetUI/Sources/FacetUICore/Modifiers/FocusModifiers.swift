/// Marks a view whose control's keyboard focus is reflected in a focus state
/// (`.focused(_:)`, `.focused(_:equals:)`; "focused" for inspection tools).
@_spi(Inspection)
public struct FocusedModifier<Value: Hashable>: ViewModifier, PrimitiveModifier, InspectableModifier {
    let binding: FocusState<Value>.Binding
    let value: Value
    public typealias Body = Never

    /// Whether the binding says the view has focus now.
    public var isFocused: Bool { binding.wrappedValue == value }

    func makeNode<Content: View>(
        content: ModifiedContent<Content, Self>, graph: ViewGraph, parent: ViewNode,
        environment: EnvironmentValues
    ) -> ViewNode {
        FocusedNode(content, graph: graph, parent: parent, environment: environment) { $0.content }
    }
}

/// Where a control inside a `focused` region reports focus changes (its `.focus(_:)`
/// widget events).
@MainActor
final class FocusRegion {
    let focusChanged: (Bool) -> Void
    init(focusChanged: @escaping (Bool) -> Void) { self.focusChanged = focusChanged }
}

extension EnvironmentValues {
    fileprivate struct FocusRegionKey: EnvironmentKey {
        static var defaultValue: FocusRegion? { nil }
    }

    /// The focus region of the nearest enclosing `focused` modifier.
    var focusRegion: FocusRegion? { self[FocusRegionKey.self] }
}

/// The node of `focused(_:equals:)`: its controls' focus events write the binding, and
/// the binding becoming equal to its value asks the backend to focus the first widget
/// below.
@MainActor
final class FocusedNode<Content: View, Value: Hashable>: WrapperNode<
    ModifiedContent<Content, FocusedModifier<Value>>, Content
>
{
    private var isFocused = false
    private var derived: EnvironmentValues?
    private lazy var region = FocusRegion { [weak self] focused in self?.widgetFocusChanged(focused) }

    override func childEnvironment() -> EnvironmentValues {
        var environment = environment
        environment.set(
            region, for: ObjectIdentifier(EnvironmentValues.FocusRegionKey.self), unchangedFrom: derived)
        derived = environment
        return environment
    }

    override func mount() {
        super.mount()
        observeBinding()
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        super.didUpdate(valueChanged: valueChanged, environmentChanged: environmentChanged)
        observeBinding()
    }

    override func invalidated() {
        graph.clearDirty(self)
        observeBinding()
    }

    /// A control below gained or lost keyboard focus.
    private func widgetFocusChanged(_ focused: Bool) {
        let modifier = value.modifier
        isFocused = focused  // the widget has focus already: no request to the backend
        if focused {
            if modifier.binding.wrappedValue != modifier.value {
                modifier.binding.wrappedValue = modifier.value
            }
        } else if modifier.binding.wrappedValue == modifier.value {
            modifier.binding.wrappedValue = modifier.binding.resetValue
        }
    }

    /// Reads the binding under observation; a programmatic change to this region's value
    /// moves keyboard focus here after the transaction.
    private func observeBinding() {
        let focused = tracking { value.modifier.binding.wrappedValue == value.modifier.value }
        guard focused != isFocused else { return }
        isFocused = focused
        guard focused else { return }
        graph.afterCommit { [weak self] in
            guard let self, self.isMounted, self.isFocused, let widget = self.firstWidget() else { return }
            self.graph.backend.focus(widget)
        }
    }
}

extension ViewNode {
    /// The first widget in this subtree, in tree order.
    func firstWidget() -> AnyObject? {
        if let widget { return widget }
        for child in children {
            if let widget = child.firstWidget() { return widget }
        }
        return nil
    }
}

extension View {
    /// Modifies this view by binding its focus state to the given Boolean state value:
    /// `true` while its control has keyboard focus; setting it to `true` focuses the
    /// control.
    ///
    /// ```swift
    /// @FocusState private var isEditing: Bool
    /// TextField("Name", text: $name).focused($isEditing)
    /// ```
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(FocusedModifier(binding: condition, value: true))
    }

    /// Modifies this view by binding its focus state to the given state value: `value`
    /// while its control has keyboard focus; setting the state to `value` focuses the
    /// control.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
        -> some View
    {
        modifier(FocusedModifier(binding: binding, value: value))
    }
}
