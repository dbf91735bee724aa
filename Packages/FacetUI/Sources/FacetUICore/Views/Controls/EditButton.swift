/// A button that toggles the edit mode environment value: it reads "Edit" while the mode is
/// inactive and "Done" while editing. Without an edit mode in the environment it does
/// nothing.
///
/// ```swift
/// @State private var mode = EditMode.inactive
/// VStack { EditButton(); List { … } }
///     .environment(\.editMode, $mode)
/// ```
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// Creates an edit button.
    public init() {}

    /// The button.
    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        return Button(isEditing ? "Done" : "Edit") {
            guard let editMode else { return }
            editMode.wrappedValue = editMode.wrappedValue.isEditing ? .inactive : .active
        }
    }
}
