import FacetUI

extension InspectableView {
    /// The tag set on the view with `.tag(_:)`.
    public func tag() throws -> AnyHashable {
        try modifier("tag") { if case .tag(let tag) = $0 { tag } else { nil } }
    }

    /// The identity given to the view with `.id(_:)`.
    public func id() throws -> AnyHashable {
        try modifier("id") { if case .id(let id) = $0 { id } else { nil } }
    }

    /// Whether `.equatable()` is applied to the view: its updates compare the new value with
    /// the old. Navigation looks through it, as ViewInspector's does
    /// (`vStack().view(Badge.self, 1)` for `Badge(count: 2).equatable()`).
    public func isEquatable() -> Bool {
        modifiers.contains { if case .equatable = $0 { true } else { false } }
    }
}
