import FacetUI

/// A view whose body is made by the nearest ``ViewStyle`` applied to it with
/// ``FacetUI/View/styledViewStyle(_:style:)``, or by its ``defaultStyle``.
///
/// The style is read from the environment by the styled view's own node, with no
/// `AnyView` in the built graph: the style's body is built directly below the styled view
/// (a style without dynamic properties makes it in the styled view's node; one with
/// `@Environment` or `@State` in a node of its own). A `body` of the styled view
/// itself, when it has one, is applied once around whichever style is used (modifiers
/// every style gets); it builds the styled view again from its configuration.
///
/// ```swift
/// struct Badge: ViewStyledView {
///     var configuration: BadgeConfiguration
///     init(_ text: String) { configuration = BadgeConfiguration(text: text) }
///     static var defaultStyle: PlainBadgeStyle { PlainBadgeStyle() }
/// }
///
/// extension View {
///     func badgeStyle<Style: BadgeStyle>(_ style: Style) -> some View {
///         styledViewStyle(Badge.self, style: style)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ViewStyledView: EnvironmentReadingView {
    /// The properties handed to the style.
    associatedtype Configuration
    /// The properties of this view.
    var configuration: Configuration { get }

    /// The style used where none is applied.
    associatedtype DefaultStyle: ViewStyle where DefaultStyle.Configuration == Configuration
    /// The style used where none is applied.
    static var defaultStyle: DefaultStyle { get }
}

extension ViewStyledView {
    /// The view's own `body` the first time (when it has one), then the nearest style's
    /// body, or the default style's: the style is read from `environment` by this view's
    /// node itself, and a style without dynamic properties makes its body in that node.
    public func body(inputs: ViewInputs, environment: EnvironmentValues) -> any View {
        if Body.self != Never.self, !inputs[ViewStyleFinalBodyKey<Self>.self] {
            return body.input(ViewStyleFinalBodyKey<Self>.self, true)
        }
        return ViewStyleResolver<Self>.body(
            configuration: configuration, styles: environment[viewStyles: ViewStylesSlot<Self>()])
    }
}

/// Set below a styled view's own `body`, so that the styled view it builds again uses a
/// style instead.
enum ViewStyleFinalBodyKey<StyledView: ViewStyledView>: ViewInputKey {
    static var defaultValue: Bool { false }
}
