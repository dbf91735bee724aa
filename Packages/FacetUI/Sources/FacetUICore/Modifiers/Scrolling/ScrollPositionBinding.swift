import Foundation

/// The `.scrollPosition(id:anchor:)` binding a scroll view follows and updates, with its
/// id type erased.
struct ScrollPositionBinding {
    private let box: any ScrollPositionBox
    /// Where in the visible region the row the binding names is (the top, leading corner
    /// when `nil`), both when the binding is set and when the user scrolls.
    let anchor: UnitPoint?

    init<ID: Hashable>(_ id: Binding<ID?>, anchor: UnitPoint?) {
        box = TypedScrollPosition(binding: id)
        self.anchor = anchor
    }

    /// The id the binding holds.
    func get() -> AnyHashable? { box.get() }

    /// Writes `id` (`nil` when it is not of the binding's id type).
    func set(_ id: AnyHashable?) { box.set(id) }
}

private protocol ScrollPositionBox {
    func get() -> AnyHashable?
    func set(_ id: AnyHashable?)
}

private struct TypedScrollPosition<ID: Hashable>: ScrollPositionBox {
    let binding: Binding<ID?>
    func get() -> AnyHashable? {
        guard let id = binding.wrappedValue else { return nil }
        return AnyHashable(id)
    }
    func set(_ id: AnyHashable?) { binding.wrappedValue = id?.base as? ID }
}

extension EnvironmentValues {
    private struct ScrollPositionBindingKey: EnvironmentKey {
        static var defaultValue: ScrollPositionBinding? { nil }
    }

    /// The binding of the nearest `.scrollPosition(id:anchor:)` (cleared inside a scroll view).
    var scrollPositionBinding: ScrollPositionBinding? {
        get { self[ScrollPositionBindingKey.self] }
        set { self[ScrollPositionBindingKey.self] = newValue }
    }
}

extension View {
    /// Associates a binding to be updated when a scroll view within this view scrolls, and
    /// that scrolls it when set.
    ///
    /// The binding holds the id of the row (a `ForEach` row or a view with `.id(_:)`) at
    /// `anchor` in the visible region — the first visible row by default. Setting it scrolls
    /// to that row as `ScrollViewProxy.scrollTo(_:anchor:)` does.
    ///
    /// ```swift
    /// @State private var position: Int?
    /// ScrollView {
    ///     LazyVStack { ForEach(0..<100) { Text("Row \($0)") } }
    /// }
    /// .scrollPosition(id: $position)
    /// ```
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        let erased = ScrollPositionBinding(id, anchor: anchor)
        return environment(\.scrollPositionBinding, erased, writtenBy: "scrollPosition")
    }
}
