import Foundation

/// The trait of `.onDelete(perform:)` (for inspection tools): the action a list calls with
/// the offsets of the rows the user deletes.
@_spi(Inspection)
public enum OnDeleteTrait: TraitKey {
    /// No action: the rows cannot be deleted.
    public static var defaultValue: ((IndexSet) -> Void)? { nil }
    public static func modifierName(for value: ((IndexSet) -> Void)?) -> String { "onDelete" }
}

/// The trait of `.onMove(perform:)` (for inspection tools): the action a list calls with
/// the offsets of the rows the user moves and the offset they move to.
@_spi(Inspection)
public enum OnMoveTrait: TraitKey {
    /// No action: the rows cannot be moved.
    public static var defaultValue: ((IndexSet, Int) -> Void)? { nil }
    public static func modifierName(for value: ((IndexSet, Int) -> Void)?) -> String { "onMove" }
}

/// The trait of `.deleteDisabled(_:)` (for inspection tools).
@_spi(Inspection)
public enum DeleteDisabledTrait: TraitKey {
    /// Rows can be deleted unless they say otherwise.
    public static var defaultValue: Bool { false }
}

/// The trait of `.moveDisabled(_:)` (for inspection tools).
@_spi(Inspection)
public enum MoveDisabledTrait: TraitKey, ListRowTrait {
    /// Rows can be moved unless they say otherwise.
    public static var defaultValue: Bool { false }
}

extension DynamicViewContent {
    /// Sets the deletion action for the dynamic view: in a ``List``, the user deletes a row
    /// and the list calls `action` with its offset in the data. In the terminal, Delete or
    /// Backspace deletes the highlighted row; in GTK, Delete deletes the focused (else the
    /// selected) row. In edit mode (`\.editMode` active, e.g. by an ``EditButton``) each row
    /// that can be deleted also shows a delete control at its leading edge: a red "⊖" in the
    /// terminal (a click on it deletes the row), a round destructive button in GTK. A row
    /// with `deleteDisabled(true)` is kept and shows no control.
    ///
    /// ```swift
    /// ForEach(names, id: \.self) { Text($0) }
    ///     .onDelete { names.remove(atOffsets: $0) }
    /// ```
    public func onDelete(perform action: Optional<(IndexSet) -> Void>) -> some DynamicViewContent {
        trait(OnDeleteTrait.self, action)
    }

    /// Sets the move action for the dynamic view: in a ``List``, the user moves a row within
    /// this `ForEach` and the list calls `action` with its offset and the offset it moves to
    /// (counted before the move, as `Array.move(fromOffsets:toOffset:)` takes it). Alt+Up
    /// and Alt+Down move the highlighted row (terminal) or the focused (else selected) row
    /// (GTK) one place; a row at an end of its `ForEach`, or with `moveDisabled(true)`,
    /// stays. In edit mode (`\.editMode` active) each row that can be moved shows a move
    /// control at its trailing edge: a "≡" in the terminal (drawn only: the keys move the
    /// row), a drag handle in GTK (dropped on another row of the `ForEach`, the row moves
    /// there).
    ///
    /// ```swift
    /// ForEach(names, id: \.self) { Text($0) }
    ///     .onMove { names.move(fromOffsets: $0, toOffset: $1) }
    /// ```
    public func onMove(perform action: Optional<(IndexSet, Int) -> Void>) -> some DynamicViewContent {
        trait(OnMoveTrait.self, action)
    }
}

extension View {
    /// Adds a condition for whether the view's row can be deleted by the user.
    ///
    /// ```swift
    /// Text(name).deleteDisabled(name == "Inbox")
    /// ```
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        trait(DeleteDisabledTrait.self, isDisabled)
    }

    /// Adds a condition for whether the view's row can be moved by the user.
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        trait(MoveDisabledTrait.self, isDisabled)
    }
}
