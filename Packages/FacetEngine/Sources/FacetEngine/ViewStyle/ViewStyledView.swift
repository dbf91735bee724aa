import FacetUI

/// A view whose body is made by the nearest ``ViewStyle`` applied to it with
/// ``FacetUI/View/styledViewStyle(_:style:)``, or by its ``defaultStyle``.
///
/// The style is resolved when the view is built, with no `AnyView` in the built graph:
/// the style's body is built directly below the styled view. A `body` of the styled view
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
public protocol ViewStyledView: InputReadingView {
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
    /// body, or the default style's.
    public func body(inputs: ViewInputs) -> any View {
        if Body.self != Never.self, !inputs[ViewStyleFinalBodyKey<Self>.self] {
            return body.input(ViewStyleFinalBodyKey<Self>.self, true)
        }
        return ViewStyleResolver<Self>(configuration: configuration)
    }
}

/// Set below a styled view's own `body`, so that the styled view it builds again uses a
/// style instead.
enum ViewStyleFinalBodyKey<StyledView: ViewStyledView>: ViewInputKey {
    static var defaultValue: Bool { false }
}
