/// The body an app's own style makes for a control (`ToggleStyle`, `PrimitiveButtonStyle`,
/// `ButtonStyle`, `ProgressViewStyle`), shown inside the control in place of its label.
/// Inspection tools look through it, as through the style's erasure in SwiftUI.
@_spi(Inspection)
public struct StyleBody: View, PrimitiveView, ErasingView {
    let content: any View
    public typealias Body = Never

    var erasedContent: any View { content }
}
