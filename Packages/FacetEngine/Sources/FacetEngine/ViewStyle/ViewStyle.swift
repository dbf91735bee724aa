import FacetUI

/// The appearance of a ``ViewStyledView``, as `ButtonStyle` is for buttons: it makes the
/// styled view's body from its configuration.
///
/// Define a protocol refining `ViewStyle` for your component, a configuration, the styled
/// view and a `View` method that applies a style with
/// ``FacetUI/View/styledViewStyle(_:style:)``. Styles compose: a style whose body contains
/// the styled view again (built from the configuration) wraps the next style applied
/// further out, or the default style when there is none. A style may hold dynamic
/// properties (`@Environment`, `@State`).
///
/// ```swift
/// protocol BadgeStyle: ViewStyle where Configuration == BadgeConfiguration {}
///
/// struct BadgeConfiguration { var text: String }
///
/// struct PlainBadgeStyle: BadgeStyle {
///     func makeBody(configuration: BadgeConfiguration) -> some View { Text(configuration.text) }
/// }
///
/// struct BracketedBadgeStyle: BadgeStyle {
///     func makeBody(configuration: BadgeConfiguration) -> some View {
///         HStack(spacing: 0) { Text("["); Badge(configuration.text); Text("]") }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ViewStyle: DynamicProperty {
    /// The properties of the styled view a style receives.
    associatedtype Configuration
    /// The view a style makes.
    associatedtype Body: View

    /// Makes the styled view's body.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}
