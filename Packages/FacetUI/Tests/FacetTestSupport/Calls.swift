/// Records the widgets an introspection's customisation closure received (any backend's
/// widget class).
///
/// ```swift
/// let calls = Calls<ScrollViewWidget>()
/// _ = TerminalHost(ScrollView { rows }.introspect(.scrollView, on: .terminal(.v1), customize: calls.record()))
/// #expect(calls.classNames == ["ScrollViewWidget"])
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

    /// The exact class of each widget received, in order ("ScrollViewWidget"): a subclass
    /// shows as itself.
    public var classNames: [String] { widgets.map { String(describing: type(of: $0)) } }

    /// Whether every call received the same instance.
    public var isSameInstance: Bool { widgets.allSatisfy { $0 === widgets.first } }
}
