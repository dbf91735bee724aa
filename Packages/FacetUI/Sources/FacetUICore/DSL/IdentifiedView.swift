/// A view with an explicit identity: when `id` changes, the content is replaced (its
/// state is reset and it appears anew).
struct IdentifiedView<Content: View, ID: Hashable>: View {
    let content: Content
    let id: ID
    typealias Body = Never
}

/// A view with an explicit identity (`.id(_:)`).
@MainActor
protocol ExplicitlyIdentifiedView {
    var explicitIdentity: AnyHashable { get }
}

extension IdentifiedView: ExplicitlyIdentifiedView {
    var explicitIdentity: AnyHashable { AnyHashable(id) }
}

/// What `.id(_:)` applies to its content, as inspection tools read it.
@_spi(Inspection)
public struct IdentityModifier: InspectableModifier {
    /// The identity given to the view.
    public let id: AnyHashable
    /// "id".
    public var modifierName: String { "id" }
}

extension IdentifiedView: ModifierView {
    static var modifiedContentType: any View.Type { Content.self }
    var appliedModifier: Any { IdentityModifier(id: AnyHashable(id)) }
}

/// The trait of `.tag(_:)` (for inspection tools, "tag").
@_spi(Inspection)
public enum TagTrait: TraitKey {
    /// A view has no tag unless it sets one.
    public static var defaultValue: AnyHashable? { nil }
}

extension View {
    /// Binds a view's identity to the given proxy value: a new value makes a new view.
    ///
    /// ```swift
    /// DetailView(item: item).id(item.id)
    /// ```
    public func id<ID: Hashable>(_ id: ID) -> some View { IdentifiedView(content: self, id: id) }

    /// Sets the unique tag value of this view, used by `Picker`, `TabView` and `List`
    /// selection.
    public func tag<V: Hashable>(_ tag: V) -> some View { trait(TagTrait.self, AnyHashable(tag)) }

    /// Sets the unique tag value of this view; `includeOptional` is accepted for source
    /// compatibility (optional selections match the wrapped tag).
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View { self.tag(tag) }
}
