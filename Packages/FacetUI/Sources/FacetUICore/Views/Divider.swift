import Foundation

/// A visual element that can be used to separate other content: a line across the stack
/// that contains it — horizontal in a `VStack` (or outside any stack), vertical in an
/// `HStack` — one unit thick.
///
/// ```swift
/// VStack { Text("Title"); Divider(); Text("Body") }
/// HStack { Text("Left"); Divider(); Text("Right") }
/// ```
public struct Divider: View, LeafWidgetView {
    /// Creates a divider.
    public init() {}

    public typealias Body = Never

    func widgetContent(in environment: EnvironmentValues, stackAxis: Axis?) -> DividerContent {
        DividerContent(axis: stackAxis == .horizontal ? .vertical : .horizontal)
    }
}

/// A divider widget: a thin line drawn through the middle of its frame along ``axis``
/// (`─` or `│` on a terminal). It sends no events.
///
/// It is one cell thick and as long as it is offered (one cell when the length is
/// unspecified).
public struct DividerContent: WidgetContent, Equatable {
    /// The direction of the line.
    public var axis: Axis

    /// Creates a divider description.
    public init(axis: Axis) { self.axis = axis }

    public var kind: String { "Divider" }
}
