/// The ways that scrollable content can interact with the software keyboard.
///
/// Facet's backends have no software keyboard (a terminal or a desktop keyboard stays), so
/// the mode only reaches the environment, where a backend with one would read it.
///
/// ```swift
/// ScrollView { form }.scrollDismissesKeyboard(.interactively)
/// ```
public struct ScrollDismissesKeyboardMode: Equatable, Sendable {
    enum Storage: Equatable, Sendable { case automatic, immediately, interactively, never }
    let storage: Storage

    /// Determine the mode automatically based on the surrounding context.
    public static var automatic: ScrollDismissesKeyboardMode {
        ScrollDismissesKeyboardMode(storage: .automatic)
    }
    /// Dismiss the keyboard as soon as scrolling starts.
    public static var immediately: ScrollDismissesKeyboardMode {
        ScrollDismissesKeyboardMode(storage: .immediately)
    }
    /// Enable people to interactively dismiss the keyboard as part of the scroll operation.
    public static var interactively: ScrollDismissesKeyboardMode {
        ScrollDismissesKeyboardMode(storage: .interactively)
    }
    /// Never dismiss the keyboard automatically as a result of scrolling.
    public static var never: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(storage: .never) }
}

extension EnvironmentValues {
    private struct DismissesKeyboardKey: EnvironmentKey {
        static let defaultValue = ScrollDismissesKeyboardMode.automatic
    }

    /// The way that scrollable content interacts with the software keyboard.
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[DismissesKeyboardKey.self] }
        set { self[DismissesKeyboardKey.self] = newValue }
    }
}

extension View {
    /// Configures the behavior in which scrollable content interacts with the software
    /// keyboard.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        environment(\.scrollDismissesKeyboardMode, mode, writtenBy: "scrollDismissesKeyboard")
    }
}
