import Foundation

/// An area that responds to taps, laid over the widgets of its content (made by
/// `onTapGesture(count:perform:)`). It draws nothing itself.
///
/// Pointer taps are recognised by the graph, as a `TapGesture(count:)` attached to the
/// view (they compete with the other gestures there); the widget is there for the
/// keyboard: a backend sends ``WidgetEvent/activate`` when the focused area is activated
/// (a terminal: Enter or Space), and the view runs its action.
public struct TapGestureContent: WidgetContent, Equatable {
    /// The number of taps required.
    public var count: Int

    /// Creates a tap area description.
    public init(count: Int) { self.count = count }

    public var kind: String { "TapGesture" }
}

@_spi(Inspection)
extension TapGestureContent: InspectableModifier {
    /// "onTapGesture": inspection tools read a tap area as the modifier making it.
    public var modifierName: String { "onTapGesture" }
}

/// A view whose content responds to taps.
struct TapGestureView<Content: View>: View, ControlView {
    let content: Content
    let count: Int
    let action: () -> Void
    typealias Body = Never

    func label(in environment: EnvironmentValues) -> Content { content }

    func widgetContent(in environment: EnvironmentValues) -> any WidgetContent {
        TapGestureContent(count: count)
    }

    func handle(_ event: WidgetEvent, environment: EnvironmentValues) {
        guard event == .activate, environment.isEnabled else { return }
        action()
    }
}

extension TapGestureView {
    /// The gesture pointer taps are recognised with: `count` taps run the action.
    var tapAttachment: AddGestureModifier<_EndedGesture<TapGesture>> {
        AddGestureModifier(gesture: TapGesture(count: count).onEnded { _ in action() }, gestureMask: .all)
    }
}

/// A control whose node recognises taps (``TapGestureView``).
@MainActor
protocol TapAreaControl {
    var tapAttachment: AddGestureModifier<_EndedGesture<TapGesture>> { get }
}

extension TapGestureView: TapAreaControl {}

extension ControlNode: GestureTarget where Control: TapAreaControl {
    var attachment: any GestureAttachment { value.tapAttachment }
    var area: CGRect { frame }
    var node: ViewNode { self }
    func makeRecognizer() -> AnyGestureRecognizer { value.tapAttachment.gesture.recognizer() }
}

extension TapGestureView: ModifierView {
    static var modifiedContentType: any View.Type { Content.self }
    var appliedModifier: Any { TapGestureContent(count: count) }
}

extension View {
    /// Adds an action to perform when this view recognizes a tap gesture (`count` taps).
    ///
    /// ```swift
    /// Text("Tap me").onTapGesture { count += 1 }
    /// Text("Twice").onTapGesture(count: 2) { reset() }
    /// ```
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        TapGestureView(content: self, count: count, action: action)
    }
}
