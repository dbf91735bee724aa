import FacetUI

/// A modifier that sends `Source` up to the nearest ``ViewOutputKeyReader`` of `Key`.
///
/// ```swift
/// Editor().modifier(ViewOutputSourceModifier(ToolbarItems.self, source: Button("Save") {}))
/// ```
public struct ViewOutputSourceModifier<Key: ViewOutputKey, Source: View>: ViewModifier
where Key.Content == Source {
    /// The view sent.
    public var source: Source

    /// Creates the modifier sending `source` for `Key`.
    public init(_: Key.Type = Key.self, source: Source) { self.source = source }

    public func body(content: Content) -> some View {
        content.graphOutput(ViewOutputGraphKey<Key>.self, source)
    }
}

extension View {
    /// Sends `source` up to the nearest ``ViewOutputKeyReader`` of `Key`, keeping its type.
    ///
    /// ```swift
    /// Editor().viewOutput(ToolbarItems.self) { Button("Save") { save() } }
    /// ```
    public func viewOutput<Key: ViewOutputKey, Source: View>(
        _: Key.Type, @ViewBuilder source: () -> Source
    ) -> some View where Key.Content == Source {
        modifier(ViewOutputSourceModifier(Key.self, source: source()))
    }

    /// Sends `source`, type-erased, up to the nearest ``ViewOutputKeyReader`` of `Key`.
    public func viewOutput<Key: ViewOutputKey, Source: View>(
        _: Key.Type, @ViewBuilder source: () -> Source
    ) -> some View where Key.Content == AnyView {
        modifier(ViewOutputSourceModifier(Key.self, source: AnyView(source())))
    }
}
