import FacetUI

/// A modifier that removes the styles applied to `StyledView` further out: the styled
/// views below use their default style (or styles applied below this modifier).
public struct DefaultViewStyleModifier<StyledView: ViewStyledView>: ViewModifier {
    /// Creates the modifier.
    public init() {}

    public func body(content: Content) -> some View {
        content.environment(\.[viewStyles: ViewStylesSlot<StyledView>()], [])
    }
}
