import FacetUI

/// One style applied to a styled view, kept in the environment. Entries compare by their
/// style's value, so re-applying an equal style does not re-evaluate the styled views.
struct ViewStyleEntry {
    let style: any ViewStyle
}

/// The environment key holding the styles applied to `StyledView`, outermost first.
enum ViewStylesKey<StyledView: ViewStyledView>: EnvironmentKey {
    static var defaultValue: [ViewStyleEntry] { [] }
}

/// Names the styles of `StyledView` in the environment.
struct ViewStylesSlot<StyledView: ViewStyledView>: Hashable, Sendable {}

extension EnvironmentValues {
    /// The styles applied to a styled view type, outermost first.
    subscript<StyledView: ViewStyledView>(viewStyles _: ViewStylesSlot<StyledView>) -> [ViewStyleEntry] {
        get { self[ViewStylesKey<StyledView>.self] }
        set { self[ViewStylesKey<StyledView>.self] = newValue }
    }
}

/// Makes a styled view's body from the innermost style applied to it, leaving the others
/// for a styled view built inside that style; with no style, from the default style.
@MainActor
enum ViewStyleResolver<StyledView: ViewStyledView> {
    /// The body of the innermost of `styles` (outermost first), or of the default style.
    static func body(configuration: StyledView.Configuration, styles: [ViewStyleEntry]) -> any View {
        var remaining = styles
        guard let innermost = remaining.popLast() else {
            return ViewStyleBody.make(style: StyledView.defaultStyle, configuration: configuration)
        }
        func make<Style: ViewStyle>(_ style: Style) -> any View {
            guard let configuration = configuration as? Style.Configuration else {
                preconditionFailure("\(Style.self) does not style \(StyledView.self)")
            }
            func withRemainingStyles<Body: View>(_ body: Body) -> any View {
                body.environment(\.[viewStyles: ViewStylesSlot<StyledView>()], remaining)
            }
            return withRemainingStyles(ViewStyleBody.make(style: style, configuration: configuration))
        }
        return make(innermost.style)
    }
}
