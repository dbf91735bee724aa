/// An interface for a stored variable that updates an external property of a view.
///
/// `@State`, `@Environment`, `@FocusState` and `@Bindable` are dynamic properties; your
/// own `DynamicProperty` structs may contain them, and the graph installs them too.
@MainActor @preconcurrency
public protocol DynamicProperty {
    /// Called before the view's body is evaluated, after the graph has installed the
    /// storage of the properties this one contains.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// The graph's side of a dynamic property: connects it to the node that owns it.
@MainActor
protocol InstallableProperty {
    /// Connects the property to its node's persistent storage; `slot` counts the state
    /// slots used so far in declaration order.
    func install(in storage: DynamicPropertyStorage, slot: inout Int)
}
