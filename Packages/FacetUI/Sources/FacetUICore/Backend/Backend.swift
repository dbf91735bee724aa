import Foundation

/// What the graph asks of a UI toolkit: create, update, insert and remove widgets, set
/// their frames, and measure text. Layout is Facet's own (one algorithm for every
/// backend); a backend only draws what it is told and reports events back.
///
/// Widgets are the backend's own objects; the graph keeps them opaque (`AnyObject`) and
/// remembers which node owns which widget (FacetIntrospect reads that map).
@MainActor
public protocol Backend: AnyObject {
    /// Spacing and padding defaults, in the backend's units.
    var metrics: BackendMetrics { get }

    /// Creates a widget showing `content`; user actions on it go to `events`.
    func makeWidget(_ content: any WidgetContent, events: (any WidgetEventHandler)?) -> AnyObject

    /// Shows new content in an existing widget.
    func update(_ widget: AnyObject, content: any WidgetContent)

    /// Inserts `widget` into `parent` (`nil`: the window) right after `sibling` (`nil`:
    /// first).
    func insert(_ widget: AnyObject, into parent: AnyObject?, after sibling: AnyObject?)

    /// Removes `widget` (and its children) from its parent.
    func remove(_ widget: AnyObject)

    /// Moves and resizes `widget`; `frame` is relative to its parent widget.
    func setFrame(_ widget: AnyObject, _ frame: CGRect)

    /// The size of `text` for `proposal` (a `nil` width: no wrapping).
    func measureText(_ text: ResolvedText, proposal: ProposedViewSize) -> CGSize

    /// The room a widget draws around the widgets of its content (a button's border, a
    /// toggle's switch); the content is laid out inside.
    func contentInsets(for content: any WidgetContent) -> EdgeInsets

    /// The size of a widget that has no content views (a text field, a slider) for
    /// `proposal`.
    func sizeThatFits(_ content: any WidgetContent, proposal: ProposedViewSize) -> CGSize

    /// Gives keyboard focus to `widget` (a focus state was set programmatically).
    func focus(_ widget: AnyObject)

    /// What delivers the graph's frames while something animates (`nil`: nothing does).
    @_spi(Backend) var frameDriver: (any FrameDriver)? { get }
}

extension Backend {
    /// Backends without keyboard focus ignore focus requests.
    public func focus(_ widget: AnyObject) {}

    /// Backends without a frame driver never deliver frames.
    @_spi(Backend) public var frameDriver: (any FrameDriver)? { nil }
}

/// A backend's default distances, in its own units (cells for a terminal, points for a
/// desktop toolkit).
public struct BackendMetrics: Equatable, Sendable {
    /// Default distance between views in a horizontal stack.
    public var horizontalSpacing: CGFloat
    /// Default distance between views in a vertical stack.
    public var verticalSpacing: CGFloat
    /// Default padding of `.padding()`.
    public var padding: CGFloat
    /// Device units per layout unit: view origins are rounded to whole device units
    /// (1 for character cells: every view starts on a cell).
    public var scale: CGFloat
    /// Whether `measureText` answers the same whatever height is proposed (true for
    /// character cells), so that text can be measured once per proposed width.
    public var textSizeIgnoresProposedHeight = true
    /// How many times taller than wide a layout unit is drawn (2 for character cells):
    /// shapes are asked for their paths in units of equal width and height, then scaled,
    /// so that a circle stays round.
    public var drawingAspectRatio: CGFloat = 2

    /// Creates metrics; the defaults suit a character-cell display.
    public init(
        horizontalSpacing: CGFloat = 1, verticalSpacing: CGFloat = 0, padding: CGFloat = 1, scale: CGFloat = 1
    ) {
        (self.horizontalSpacing, self.verticalSpacing, self.padding, self.scale) =
            (horizontalSpacing, verticalSpacing, padding, scale)
    }

    /// `point` rounded to the device grid.
    func rounded(_ point: CGPoint) -> CGPoint {
        CGPoint(x: (point.x * scale).rounded() / scale, y: (point.y * scale).rounded() / scale)
    }

    func spacing(along axis: Axis) -> CGFloat { axis == .horizontal ? horizontalSpacing : verticalSpacing }
}

/// Receives user actions from a widget (the node that owns it).
@MainActor
public protocol WidgetEventHandler: AnyObject {
    /// Handles `event`; the graph applies the resulting state changes in one transaction.
    func handle(_ event: WidgetEvent)
}

/// A user action reported by a backend widget.
public enum WidgetEvent: Equatable, Sendable {
    /// The widget was activated (clicked, Enter, Space).
    case activate
    /// A toggle was switched to the given state.
    case toggle(Bool)
    /// The text of a text input changed.
    case text(String)
    /// Return was pressed in a text input.
    case submit
    /// A continuous value changed (slider).
    case value(Double)
    /// A choice was selected, by index (picker, tab bar, list).
    case select(Int)
    /// The widget gained or lost keyboard focus.
    case focus(Bool)
    /// A modal was dismissed (Esc).
    case dismiss
    /// A stepper was incremented (`true`) or decremented (`false`).
    case step(Bool)
    /// A scroll view was scrolled by the user to the given content offset (the content
    /// point now at the viewport's top-leading corner).
    case scroll(CGPoint)
    /// The user asked to delete the list row at the given index (counting selectable rows).
    case delete(Int)
    /// The user asked to move the list row at the given index to the given offset (counted
    /// before the move, as `Array.move(fromOffsets:toOffset:)` takes it).
    case move(Int, toOffset: Int)
    /// The pointer went down on a push button (`true`), or was released or left it
    /// (`false`): a custom `ButtonStyle` draws the button pressed meanwhile.
    case press(Bool)
    /// A date picker's date and time were set to the given date (a field or a spin button
    /// edited); the view keeps it within its range.
    case date(Date)
    /// A day was chosen in a calendar: the day containing the given date, in the control's
    /// calendar and time zone. A date picker moves its date to that day at the same time of
    /// day; a multi-date picker adds the day to its selection or removes it.
    case day(Date)
}
