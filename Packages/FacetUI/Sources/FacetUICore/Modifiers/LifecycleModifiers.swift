/// Adds an action to perform before this view appears (`.onAppear(perform:)`) or after it
/// disappears (`.onDisappear(perform:)`): "onAppear" or "onDisappear" for inspection tools.
@_spi(Inspection)
public struct AppearanceModifier: ViewModifier, PrimitiveModifier, InspectableModifier {
    /// The action run when the view appears.
    public let onAppear: (() -> Void)?
    /// The action run when the view disappears.
    public let onDisappear: (() -> Void)?
    public typealias Body = Never

    /// "onAppear" or "onDisappear".
    public var modifierName: String { onAppear != nil ? "onAppear" : "onDisappear" }

    func makeNode<Content: View>(
        content: ModifiedContent<Content, Self>, graph: ViewGraph, parent: ViewNode,
        environment: EnvironmentValues
    ) -> ViewNode {
        AppearanceNode(content, graph: graph, parent: parent, environment: environment) { $0.content }
    }
}

/// Runs `onAppear` after the transaction that mounted it, `onDisappear` after the one that
/// removed it (always after layout, so actions see the committed state).
@MainActor
final class AppearanceNode<Content: View>: WrapperNode<ModifiedContent<Content, AppearanceModifier>, Content>
{
    // Parents appear before their children.
    override func mount() {
        if let action = value.modifier.onAppear { graph.afterCommit(action) }
        super.mount()
    }

    override func didUnmount() {
        if let action = value.modifier.onDisappear { graph.afterCommit(action) }
    }
}

/// The id of a `.task` without one: every value is equal (the task never restarts) and no
/// id a user writes is of this type.
struct UnidentifiedTask: Equatable {}

/// Starts an asynchronous task when the view appears and cancels it when it disappears
/// (or restarts it when `id` changes): "task" for inspection tools.
@_spi(Inspection)
public struct TaskModifier<ID: Equatable>: ViewModifier, PrimitiveModifier, InspectableModifier {
    /// The id the task restarts for (`.task(id:_:)`; a `.task(_:)` has an id of its own
    /// type, equal to every other).
    public let id: ID
    let priority: TaskPriority
    /// The task's action. Calling it runs the action once more, outside the task the
    /// modifier manages.
    public let action: @MainActor @Sendable () async -> Void
    public typealias Body = Never

    func makeNode<Content: View>(
        content: ModifiedContent<Content, Self>, graph: ViewGraph, parent: ViewNode,
        environment: EnvironmentValues
    ) -> ViewNode {
        TaskNode(content, graph: graph, parent: parent, environment: environment) { $0.content }
    }
}

@MainActor
final class TaskNode<Content: View, ID: Equatable>: WrapperNode<
    ModifiedContent<Content, TaskModifier<ID>>, Content
>
{
    private var task: Task<Void, Never>?

    override func mount() {
        super.mount()
        graph.afterCommit { [weak self] in self?.start() }
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        let oldID = currentID
        super.didUpdate(valueChanged: valueChanged, environmentChanged: environmentChanged)
        if oldID != value.modifier.id {
            task?.cancel()
            graph.afterCommit { [weak self] in self?.start() }
        }
    }

    private var currentID: ID?

    private func start() {
        guard isMounted else { return }
        currentID = value.modifier.id
        let action = value.modifier.action
        let task = Task(priority: value.modifier.priority) { @MainActor in await action() }
        self.task = task
        graph.track(task)
    }

    override func didUnmount() { task?.cancel() }
}

/// Performs an action when a value changes (`.onChange(of:initial:_:)`; "onChange" for
/// inspection tools).
@_spi(Inspection)
public struct ChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier, InspectableModifier {
    /// The value observed, as the view last gave it.
    public let value: Value
    let initial: Bool
    /// The action, run with the old and the new value.
    public let action: (Value, Value) -> Void
    public typealias Body = Never

    /// "onChange".
    public var modifierName: String { "onChange" }

    func makeNode<Content: View>(
        content: ModifiedContent<Content, Self>, graph: ViewGraph, parent: ViewNode,
        environment: EnvironmentValues
    ) -> ViewNode {
        ChangeNode(content, graph: graph, parent: parent, environment: environment) { $0.content }
    }
}

@MainActor
final class ChangeNode<Content: View, Value: Equatable>: WrapperNode<
    ModifiedContent<Content, ChangeModifier<Value>>, Content
>
{
    private var observed: Value?

    override func mount() {
        super.mount()
        let modifier = value.modifier
        observed = modifier.value
        if modifier.initial { graph.afterCommit { modifier.action(modifier.value, modifier.value) } }
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        super.didUpdate(valueChanged: valueChanged, environmentChanged: environmentChanged)
        let modifier = value.modifier
        guard let old = observed, old != modifier.value else { return }
        observed = modifier.value
        graph.afterCommit { modifier.action(old, modifier.value) }
    }
}

extension View {
    /// Adds an action to perform before this view appears.
    ///
    /// ```swift
    /// List(items) { Text($0.name) }.onAppear { model.load() }
    /// ```
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(AppearanceModifier(onAppear: action, onDisappear: nil))
    }

    /// Adds an action to perform after this view disappears.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(AppearanceModifier(onAppear: nil, onDisappear: action))
    }

    /// Adds an asynchronous task to perform before this view appears; it is cancelled when
    /// the view disappears.
    ///
    /// ```swift
    /// Text(model.status).task { await model.refresh() }
    /// ```
    public func task(
        priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        modifier(TaskModifier(id: UnidentifiedTask(), priority: priority, action: action))
    }

    /// Adds a task that is cancelled and restarted when `value` changes.
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        modifier(TaskModifier(id: value, priority: priority, action: action))
    }

    /// Adds an action to perform when the given value changes; it receives the old and new
    /// values (with `initial`, it also runs when the view appears).
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        modifier(ChangeModifier(value: value, initial: initial, action: action))
    }

    /// Adds an action to perform when the given value changes.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
        -> some View
    {
        modifier(ChangeModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Adds an action to perform when the given value changes; it receives the new value.
    ///
    /// ```swift
    /// Slider(value: $volume).onChange(of: volume) { newVolume in player.volume = newVolume }
    /// ```
    @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
        -> some View
    {
        modifier(ChangeModifier(value: value, initial: false) { _, newValue in action(newValue) })
    }
}
