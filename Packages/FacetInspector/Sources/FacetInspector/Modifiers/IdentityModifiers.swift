import FacetUI
@_spi(Inspection) import FacetUICore

extension InspectableView {
    /// The tag set on the view with `.tag(_:)`.
    public func tag() throws -> AnyHashable {
        try modifier(TraitWritingModifier<TagTrait>.self, "tag") { $0.value }
    }

    /// The identity given to the view with `.id(_:)`.
    public func id() throws -> AnyHashable {
        try modifier(IdentityModifier.self, "id").id
    }

    /// Whether `.equatable()` is applied to the view: its updates compare the new value with
    /// the old. Navigation looks through it, as ViewInspector's does
    /// (`vStack().view(Badge.self, 1)` for `Badge(count: 2).equatable()`).
    public func isEquatable() -> Bool {
        !modifiers(EquatableModifier.self).isEmpty
    }
}
