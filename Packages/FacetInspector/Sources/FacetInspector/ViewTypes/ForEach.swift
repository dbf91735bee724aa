import FacetUI
@_spi(Inspection) import FacetUICore
import Foundation

/// Marks `ForEach` for inspection, whatever its generic arguments.
protocol InspectedForEach {}
extension ForEach: InspectedForEach {}

// One enclosed view a row, as in ViewInspector: a row of several views is its `TupleView`.
extension ForEach: InspectedContainer where Content: FacetUI.View {
    static func enclosedNodes(of node: ViewNode) -> [ViewNode] { node.children.map(\.rowEntry) }
}

extension ViewType {
    /// `ForEach` as inspection sees it.
    public struct ForEach: KnownViewType {
        /// "ForEach".
        public static var typePrefix: String { "ForEach" }
        /// Whether `node` holds a `ForEach`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedForEach }
        /// Its enclosed views are reached by index.
        public static var _hasIndexedChildren: Bool { true }
    }
}

extension InspectableView {
    /// The only enclosed `ForEach` (or this view, when it is one).
    public func forEach() throws -> InspectableView<ViewType.ForEach> {
        try child(ViewType.ForEach.self, call: "forEach", index: nil)
    }

    /// The enclosed `ForEach` at `index`.
    public func forEach(_ index: Int) throws -> InspectableView<ViewType.ForEach> {
        try child(ViewType.ForEach.self, call: "forEach", index: index)
    }
}

extension InspectableView where View == ViewType.ForEach {
    /// Calls the `ForEach`'s `.onDelete(perform:)` action with `indexSet`, as a list does
    /// when the user deletes those rows, then applies the updates.
    ///
    /// ```swift
    /// try sut.inspect().list().forEach(0).callOnDelete(IndexSet(integer: 1))
    /// ```
    public func callOnDelete(_ indexSet: IndexSet) throws {
        try editAction(OnDeleteTrait.self, "onDelete(perform:)")(indexSet)
        commit()
    }

    /// Calls the `ForEach`'s `.onMove(perform:)` action with the offsets of the rows moved
    /// and the offset they move to (counted before the move), as a list does when the user
    /// moves rows, then applies the updates.
    public func callOnMove(_ indexSet: IndexSet, _ index: Int) throws {
        try editAction(OnMoveTrait.self, "onMove(perform:)")(indexSet, index)
        commit()
    }

    /// The innermost action trait `key` sets on the `ForEach`, or ViewInspector's error,
    /// which names the `ForEach` with its generic arguments.
    private func editAction<Key: TraitKey, Action>(_ key: Key.Type, _ name: String) throws -> Action
    where Key.Value == Action? {
        guard let action = modifiers(TraitWritingModifier<Key>.self).lazy.compactMap(\.value).first else {
            throw InspectionError.modifierNotFound(
                parent: Inspector.typeName(value: node.view), modifier: name, index: 0,
                present: modifierNodes.map(\.writtenModifierName))
        }
        return action
    }
}
