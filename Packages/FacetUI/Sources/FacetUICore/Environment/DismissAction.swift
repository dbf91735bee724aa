/// An action that dismisses a presentation: the sheet showing the view, else the
/// navigation stack page showing it (popped). Read it from the environment and call it.
///
/// ```swift
/// struct Detail: View {
///     @Environment(\.dismiss) private var dismiss
///     var body: some View { Button("Done") { dismiss() } }
/// }
/// ```
@MainActor
public struct DismissAction {
    let action: (@MainActor () -> Void)?

    /// Dismisses the view if it is currently presented; does nothing otherwise.
    public func callAsFunction() { action?() }
}

extension EnvironmentValues {
    private struct DismissKey: EnvironmentKey {
        static var defaultValue: DismissAction { DismissAction(action: nil) }
    }

    private struct IsPresentedKey: EnvironmentKey {
        static var defaultValue: Bool { false }
    }

    /// An action that dismisses the current presentation.
    public internal(set) var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// A Boolean value that indicates whether the view associated with this environment is
    /// currently presented (a sheet's content or a pushed navigation page).
    public internal(set) var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
