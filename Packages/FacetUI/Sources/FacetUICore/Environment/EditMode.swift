/// A mode that indicates whether the user can edit a view's content (the rows of a
/// ``List``: deleting and moving them).
///
/// ```swift
/// @Environment(\.editMode) private var editMode
/// Text(editMode?.wrappedValue.isEditing == true ? "Editing" : "Viewing")
/// ```
public enum EditMode: Sendable, Hashable {
    /// The user can't edit the view content.
    case inactive
    /// The view is in a temporary edit mode.
    case transient
    /// The user can edit the view content.
    case active

    /// Indicates whether a view is being edited (`transient` or `active`).
    public var isEditing: Bool { self != .inactive }
}

extension EnvironmentValues {
    private struct EditModeKey: EnvironmentKey {
        static var defaultValue: Binding<EditMode>? { nil }
    }

    /// A binding to the current edit mode, if any (set it with
    /// `.environment(\.editMode, $mode)`; an ``EditButton`` toggles it).
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
