import Foundation

extension EnvironmentValues {
    private struct ScrollEnabledKey: EnvironmentKey { static let defaultValue = true }
    private struct DefaultScrollAnchorKey: EnvironmentKey { static let defaultValue: UnitPoint? = nil }

    /// A Boolean value that indicates whether any scroll views associated with this
    /// environment allow scrolling to occur (by the user: programmatic scrolling still works).
    public var isScrollEnabled: Bool {
        get { self[ScrollEnabledKey.self] }
        set { self[ScrollEnabledKey.self] = newValue }
    }

    /// The content point the scroll views of this environment start at
    /// (`.defaultScrollAnchor(_:)`).
    var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }
}

extension View {
    /// Disables or enables scrolling in scrollable views: the keys and the mouse wheel no
    /// longer scroll them, while `ScrollViewProxy.scrollTo` still does.
    ///
    /// ```swift
    /// ScrollView { content }.scrollDisabled(isLocked)
    /// ```
    public func scrollDisabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isScrollEnabled, writtenBy: "scrollDisabled") { enabled in
            if disabled { enabled = false }
        }
    }

    /// Associates an anchor to control which part of the scroll view's content should be
    /// rendered by default: `.bottom` starts a chat log at its last message. The anchor
    /// applies until the user scrolls.
    ///
    /// ```swift
    /// ScrollView { messages }.defaultScrollAnchor(.bottom)
    /// ```
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        environment(\.defaultScrollAnchor, anchor, writtenBy: "defaultScrollAnchor")
    }
}
