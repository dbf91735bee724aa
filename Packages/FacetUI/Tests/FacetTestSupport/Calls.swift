/// Records the widgets an introspection's customisation closure received (any backend's
/// widget class).
///
/// ```swift
/// let calls = Calls<ScrollViewWidget>()
/// _ = TerminalHost(ScrollView { rows }.introspect(.scrollView, on: .terminal(.v1), customize: calls.record()))
/// #expect(calls.count == 1)
/// ```
@MainActor
public final class Calls<Widget: AnyObject> {
    /// Every widget received, in order.
    public private(set) var widgets: [Widget] = []

    public init() {}

    /// A closure recording each call (and running `then`).
    public func record(_ then: @escaping (Widget) -> Void = { _ in }) -> (Widget) -> Void {
        { [self] widget in
            widgets.append(widget)
            then(widget)
        }
    }

    /// How many calls there were.
    public var count: Int { widgets.count }
    /// The widget the last call received.
    public var last: Widget? { widgets.last }

    /// Whether every call received the same instance.
    public var isSameInstance: Bool { widgets.allSatisfy { $0 === widgets.first } }
}
