extension PlatformViewVersionPredicate {
    /// The terminal backend, at the listed toolkit versions only.
    ///
    /// ```swift
    /// ScrollView { rows }
    ///     .introspect(.scrollView, on: .terminal(.v1)) { scrollView in scrollView.wheelStep = 1 }
    /// ```
    public static func terminal(
        _ versions: TerminalViewVersion<SwiftUIViewType, PlatformSpecificEntity>...
    ) -> Self {
        Self(versions: versions)
    }

    /// The terminal backend at `versions.lowerBound` and every later toolkit version, including
    /// ones not released yet (opt in with `@_spi(Advanced) import FacetIntrospect`).
    @_spi(Advanced)
    public static func terminal(
        _ versions: PartialRangeFrom<TerminalViewVersion<SwiftUIViewType, PlatformSpecificEntity>>
    ) -> Self {
        Self(range: versions)
    }

    /// The terminal backend at the toolkit versions in `versions`.
    @_spi(Advanced)
    public static func terminal(
        _ versions: ClosedRange<TerminalViewVersion<SwiftUIViewType, PlatformSpecificEntity>>
    ) -> Self {
        Self(range: versions)
    }
}
