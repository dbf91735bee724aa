/// The toolbar a `.toolbar` modifier declares, sent up to the navigation stack showing the
/// page (or to the window): read by inspection tools as a
/// `GraphOutputWritingModifier<ToolbarOutput>` named "toolbar".
@_spi(Inspection)
public enum ToolbarOutput: GraphOutputKey {
    /// The toolbar's items.
    public typealias Value = ToolbarDeclaration
}

/// Which bars a `.toolbar(_:for:)` (or `.navigationBarHidden(_:)`) shows or hides.
@_spi(Inspection)
public struct ToolbarVisibilitySetting {
    /// Whether the bars are shown.
    public let visibility: Visibility
    /// The bars it applies to.
    public let bars: [ToolbarPlacement]
}

/// The visibility of bars set by `.toolbar(_:for:)` or `.navigationBarHidden(_:)`.
@_spi(Inspection)
public enum ToolbarVisibilityOutput: GraphOutputKey {
    /// The bars and their visibility.
    public typealias Value = ToolbarVisibilitySetting
}

/// Whether the page hides its navigation bar's back button
/// (`.navigationBarBackButtonHidden(_:)`).
@_spi(Inspection)
public enum NavigationBarBackButtonHiddenOutput: GraphOutputKey {
    /// Whether the back button is hidden.
    public typealias Value = Bool
}

/// How the page asks its title to be shown (`.navigationBarTitleDisplayMode(_:)`).
@_spi(Inspection)
public enum NavigationBarTitleDisplayModeOutput: GraphOutputKey {
    /// The display mode.
    public typealias Value = NavigationBarItem.TitleDisplayMode
}

extension View {
    /// Populates the toolbar or navigation bar with the specified views: they make one
    /// group of items at the automatic placement (the trailing edge of the bar).
    ///
    /// ```swift
    /// List(items) { … }.toolbar { Button("Add") { add() } }
    /// ```
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        toolbar(
            identifier: nil,
            entries: [
                ToolbarEntry(
                    kind: .group, placement: .automatic, identifier: nil, showsByDefault: true,
                    content: content(),
                    itemType: ToolbarItemGroup<Content>.self)
            ])
    }

    /// Populates the toolbar or navigation bar with the specified items.
    ///
    /// ```swift
    /// .toolbar {
    ///     ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
    ///     ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
    /// }
    /// ```
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        toolbar(identifier: nil, entries: ToolbarEntry.entries(of: content()))
    }

    /// Populates the toolbar or navigation bar with the specified customizable items.
    public func toolbar<Content: CustomizableToolbarContent>(
        id: String, @ToolbarContentBuilder content: () -> Content
    ) -> some View {
        toolbar(identifier: id, entries: ToolbarEntry.entries(of: content()))
    }

    private func toolbar(identifier: String?, entries: [ToolbarEntry]) -> some View {
        OutputView<Self, ToolbarOutput>(
            content: self, value: ToolbarDeclaration(identifier: identifier, entries: entries),
            writerName: "toolbar")
    }

    /// Specifies the visibility of a bar managed by SwiftUI: `.hidden` for the
    /// navigation bar (or the window's bar) hides it, with its title, back button and
    /// items; for the bottom bar, hides the bottom bar.
    ///
    /// ```swift
    /// Text("Full screen").toolbar(.hidden, for: .navigationBar)
    /// ```
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        OutputView<Self, ToolbarVisibilityOutput>(
            content: self, value: ToolbarVisibilitySetting(visibility: visibility, bars: bars),
            writerName: "toolbar")
    }

    /// Specifies the visibility of a bar managed by SwiftUI (the same as
    /// `.toolbar(_:for:)`).
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        OutputView<Self, ToolbarVisibilityOutput>(
            content: self, value: ToolbarVisibilitySetting(visibility: visibility, bars: bars),
            writerName: "toolbarVisibility")
    }

    /// Hides the navigation bar of the enclosing navigation stack while this view is on
    /// top.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        OutputView<Self, ToolbarVisibilityOutput>(
            content: self,
            value: ToolbarVisibilitySetting(visibility: hidden ? .hidden : .visible, bars: [.navigationBar]),
            writerName: "navigationBarHidden")
    }

    /// Hides the navigation bar's back button while this view is on top.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        OutputView<Self, NavigationBarBackButtonHiddenOutput>(
            content: self, value: hidesBackButton, writerName: "navigationBarBackButtonHidden")
    }

    /// Configures the title display mode for this view. Facet's bars draw every title
    /// inline, in the bar's one row, as SwiftUI does on macOS; the mode is kept for
    /// inspection.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View
    {
        OutputView<Self, NavigationBarTitleDisplayModeOutput>(
            content: self, value: displayMode, writerName: "navigationBarTitleDisplayMode")
    }

    /// Sets the title in the navigation bar for this view.
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

    /// Sets the title of this view's navigation bar with a localized string.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey) }

    /// Sets the title of this view's navigation bar with a string.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }

    /// Sets the title and display mode in the navigation bar for this view.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the title and display mode in the navigation bar for this view.
    public func navigationBarTitle(
        _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the title and display mode in the navigation bar for this view.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(
        _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
    )
        -> some View
    {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }
}
