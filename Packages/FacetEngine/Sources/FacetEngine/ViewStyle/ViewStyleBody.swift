import FacetUI

/// A style's body in a node of its own; the style is a stored property, so its dynamic
/// properties (`@Environment`, `@State`) are installed.
struct ViewStyleBody<Style: ViewStyle>: View {
    var style: Style
    var configuration: Style.Configuration

    var body: some View { style.makeBody(configuration: configuration) }

    /// The style's body for `configuration`: made at once, in the calling node, when the
    /// style has no dynamic properties; otherwise a `ViewStyleBody`, whose node installs
    /// them.
    static func make(style: Style, configuration: Style.Configuration) -> any View {
        if ViewStyleLayout.hasDynamicProperties(style) {
            return ViewStyleBody(style: style, configuration: configuration)
        }
        return style.makeBody(configuration: configuration)
    }
}
