import FacetUI

/// A modifier that applies `Style` to every `StyledView` below it. Styles applied closer
/// to the view come first; a style that builds the styled view again wraps the next one.
///
/// ```swift
/// Badge("new").modifier(ViewStyleModifier(Badge.self, style: BracketedBadgeStyle()))
/// ```
public struct ViewStyleModifier<StyledView: ViewStyledView, Style: ViewStyle>: ViewModifier
where StyledView.Configuration == Style.Configuration {
    /// The style applied.
    public var style: Style
    @Environment(\.[viewStyles: ViewStylesSlot<StyledView>()]) private var styles

    /// Creates the modifier applying `style` to `StyledView`.
    public init(_: StyledView.Type = StyledView.self, style: Style) { self.style = style }

    public func body(content: Content) -> some View {
        content.environment(
            \.[viewStyles: ViewStylesSlot<StyledView>()], styles + [ViewStyleEntry(style: style)])
    }
}

extension View {
    /// Applies `style` to every `StyledView` below this view.
    ///
    /// ```swift
    /// extension View {
    ///     func badgeStyle<Style: BadgeStyle>(_ style: Style) -> some View {
    ///         styledViewStyle(Badge.self, style: style)
    ///     }
    /// }
    /// ```
    public func styledViewStyle<StyledView: ViewStyledView, Style: ViewStyle>(
        _: StyledView.Type, style: Style
    ) -> some View where StyledView.Configuration == Style.Configuration {
        modifier(ViewStyleModifier(StyledView.self, style: style))
    }

    /// Applies `style` to every `StyledView` below this view where the `predicate` style
    /// context matches (decided once, when the view is built).
    ///
    /// ```swift
    /// Badge("new")
    ///     .styledViewStyle(Badge.self, style: CompactBadgeStyle(), predicate: .scrollView)
    /// ```
    public func styledViewStyle<StyledView: ViewStyledView, Style: ViewStyle, Context: StyleContext>(
        _: StyledView.Type, style: Style, predicate: Context
    ) -> some View where StyledView.Configuration == Style.Configuration {
        modifier(
            StyleContextConditionalModifier(predicate: predicate) {
                ViewStyleModifier(StyledView.self, style: style)
            })
    }

    /// Removes the styles applied to `StyledView` further out.
    public func defaultViewStyle<StyledView: ViewStyledView>(_: StyledView.Type) -> some View {
        modifier(DefaultViewStyleModifier<StyledView>())
    }
}
