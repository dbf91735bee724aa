/// A built-in style of a control (`.switch`, `.bordered`, `.linear`): the control draws its
/// backend's widget with the style's ``appearance``. A control whose style is not built in
/// (an app's own `ToggleStyle`, `PrimitiveButtonStyle` or `ProgressViewStyle`) shows the
/// style's `makeBody(configuration:)` instead.
///
/// The protocol is internal so that apps conform their styles to SwiftUI's protocols alone,
/// as they do with SwiftUI.
@MainActor
protocol BuiltInStyle<Appearance> {
    /// The look a backend draws.
    associatedtype Appearance
    /// The look a backend draws for the control.
    var appearance: Appearance { get }
}
