import Foundation

/// The ways a focusable view can be interacted with.
///
/// A terminal or GTK window has one kind of keyboard focus: a focusable view takes it in the
/// focus traversal (Tab, Shift-Tab, a click) whatever its interactions; they are kept for
/// inspection.
public struct FocusInteractions: OptionSet, Sendable {
    /// The view has a primary action that can be activated via focus gestures.
    public static let activate = FocusInteractions(rawValue: 1 << 0)
    /// The view captures input for non-spatial focus gestures (typing).
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    /// The view supports whatever focus-driven interactions are commonly expected.
    public static var automatic: FocusInteractions { [.activate, .edit] }

    /// The raw value.
    public var rawValue: Int

    /// Creates interactions from their raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
}

/// What `focusable(_:)`, `focusable(_:interactions:)` and `focusable(_:onFocusChange:)`
/// apply to their content ("focusable" for inspection tools).
@_spi(Inspection)
public struct FocusableModifier: InspectableModifier {
    /// Whether the view takes keyboard focus.
    public let isFocusable: Bool
    /// The interactions the view supports.
    public let interactions: FocusInteractions
    /// Runs with `true` when the view gains keyboard focus and `false` when it loses it.
    public let onFocusChange: (Bool) -> Void

    /// "focusable".
    public var modifierName: String { "focusable" }
}

/// What a focus area's widget shows: nothing of its own but the focus (a terminal draws its
/// content in inverse video while it has focus). It takes part in the focus traversal
/// while ``isFocusable`` and ``isEnabled``, and sends ``WidgetEvent/focus(_:)`` when it gains
/// or loses focus.
public struct FocusableContent: WidgetContent, Equatable {
    /// Whether the area takes keyboard focus.
    public var isFocusable: Bool
    /// Whether the area is in an enabled context (a disabled one is skipped by focus).
    public var isEnabled: Bool

    /// Creates the content.
    public init(isFocusable: Bool, isEnabled: Bool) {
        (self.isFocusable, self.isEnabled) = (isFocusable, isEnabled)
    }

    public var kind: String { "Focusable" }
}

/// A view whose content takes keyboard focus as one area.
struct FocusableView<Content: View>: View, ControlView {
    let content: Content
    let modifier: FocusableModifier
    typealias Body = Never

    func label(in environment: EnvironmentValues) -> Content { content }

    func widgetContent(in environment: EnvironmentValues) -> any WidgetContent {
        FocusableContent(isFocusable: modifier.isFocusable, isEnabled: environment.isEnabled)
    }

    func handle(_ event: WidgetEvent, environment: EnvironmentValues) {
        guard case .focus(let isFocused) = event else { return }
        modifier.onFocusChange(isFocused)
    }
}

extension FocusableView: ModifierView {
    static var modifiedContentType: any View.Type { Content.self }
    var appliedModifier: Any { modifier }
}

extension View {
    /// Specifies if the view is focusable: it then takes keyboard focus in the focus
    /// traversal (Tab, Shift-Tab, a click), and `focused(_:)` around it follows it.
    ///
    /// ```swift
    /// ColorSwatch(color).focusable().focused($focusedSwatch, equals: color)
    /// ```
    public func focusable(_ isFocusable: Bool = true) -> some View {
        FocusableView(
            content: self,
            modifier: FocusableModifier(
                isFocusable: isFocusable, interactions: .automatic, onFocusChange: { _ in }))
    }

    /// Specifies if the view is focusable, and the interactions it supports when it is.
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        FocusableView(
            content: self,
            modifier: FocusableModifier(
                isFocusable: isFocusable, interactions: interactions, onFocusChange: { _ in }))
    }

    /// Specifies if the view is focusable and, if so, adds an action to perform when the view
    /// comes into focus (`true`) and leaves it (`false`).
    @available(
        *, deprecated,
        message:
            "Use FocusState<T> and View.focused(_:equals) for functionality previously provided by the onChange parameter."
    )
    public func focusable(
        _ isFocusable: Bool = true, onFocusChange: @escaping (_ isFocused: Bool) -> Void = { _ in }
    )
        -> some View
    {
        FocusableView(
            content: self,
            modifier: FocusableModifier(
                isFocusable: isFocusable, interactions: .automatic, onFocusChange: onFocusChange))
    }
}
