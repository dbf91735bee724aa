/// A type that describes the ability to select text.
///
/// ```swift
/// Text(order.trackingNumber).textSelection(.enabled)
/// ```
public protocol TextSelectability {
    /// Whether text can be selected.
    static var allowsSelection: Bool { get }
}

/// A selectability that allows text selection.
public struct EnabledTextSelectability: TextSelectability {
    /// `true`.
    public static let allowsSelection = true
    init() {}
}

/// A selectability that prevents text selection.
public struct DisabledTextSelectability: TextSelectability {
    /// `false`.
    public static let allowsSelection = false
    init() {}
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// A selectability that allows text selection.
    public static var enabled: EnabledTextSelectability { .init() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// A selectability that prevents text selection.
    public static var disabled: DisabledTextSelectability { .init() }
}

extension EnvironmentValues {
    private struct TextSelectionKey: EnvironmentKey { static let defaultValue = false }

    /// Whether the text below can be selected (`textSelection(_:)`; SwiftUI keeps it private,
    /// inspection tools read its writer).
    @_spi(Inspection) public var allowsTextSelection: Bool {
        get { self[TextSelectionKey.self] }
        set { self[TextSelectionKey.self] = newValue }
    }
}

extension View {
    /// Controls whether people can select the text within this view. GTK makes each label
    /// selectable (drag to select, the context menu copies). A terminal has no selection of
    /// its own in a view: the terminal emulator's selection (Shift-drag while the app reads
    /// the mouse) copies any text on screen, selectable or not.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        environment(\.allowsTextSelection, S.allowsSelection, writtenBy: "textSelection")
    }
}
