import FacetUI

extension View {
    /// Hands the widget that backs this view to `customize`, on the listed backends and
    /// versions only.
    ///
    /// ```swift
    /// ScrollView { rows }
    ///     .introspect(.scrollView, on: .terminal(.v1)) { scrollView in
    ///         scrollView.verticalIndicator = ScrollIndicatorCharacters(track: "·", thumb: "█")
    ///     }
    /// ```
    ///
    /// The widget comes from the view graph's node → widget map: with `.receiver`, the first
    /// view with a widget in this view; with `.ancestor`, the nearest enclosing view whose
    /// widget is a `PlatformSpecificEntity`. `customize` runs after the widget is created and
    /// again after each transaction that updated it (FacetUI re-applies the view's own
    /// settings then). When no widget matches, nothing happens; set `FACET_INTROSPECT_DEBUG=1`
    /// to see why on standard error. Nothing is kept once the view goes away.
    ///
    /// - Parameters:
    ///   - viewType: the kind of view (`.scrollView`, `.textField`, …).
    ///   - platforms: the backends and versions to act on (`.terminal(.v1)`).
    ///   - scope: where to look; `nil` uses the view type's default (usually the receiver).
    ///   - customize: receives the widget, on the main actor.
    public func introspect<SwiftUIViewType: IntrospectableViewType, PlatformSpecificEntity: PlatformEntity>(
        _ viewType: SwiftUIViewType,
        on platforms: (PlatformViewVersionPredicate<SwiftUIViewType, PlatformSpecificEntity>)...,
        scope: IntrospectionScope? = nil,
        customize: @escaping (PlatformSpecificEntity) -> Void
    ) -> some View {
        modifier(
            IntrospectionModifier(
                viewType: viewType, platforms: platforms, scope: scope ?? viewType.scope, customize: customize
            ))
    }
}
