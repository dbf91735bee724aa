/// The directions a ``ScrollViewWidget`` scrolls in.
public struct ScrollAxes: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8

    /// Creates a set from raw bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Up and down.
    public static let vertical = ScrollAxes(rawValue: 1)
    /// Left and right.
    public static let horizontal = ScrollAxes(rawValue: 2)
}

/// The characters of a scroll indicator.
public struct ScrollIndicatorCharacters: Hashable, Sendable {
    /// The part of the indicator outside the thumb.
    public var track: Character
    /// The part showing the visible portion of the content.
    public var thumb: Character

    /// Creates indicator characters.
    public init(track: Character, thumb: Character) {
        self.track = track
        self.thumb = thumb
    }
}

/// A viewport onto content larger than itself.
///
/// The children are the content, in content coordinates; they are drawn shifted by
/// ``scrollOffset`` and clipped to the viewport. The wheel scrolls by ``wheelStep`` rows (or
/// columns, with Shift or a horizontal wheel), Page Up/Down by a viewport less one row,
/// Ctrl-Home/Ctrl-End to the start and end; arrow keys scroll only when nothing inside consumed them.
/// With ``isUserScrollEnabled`` off, input passes through and only the program scrolls.
@MainActor
open class ScrollViewWidget: TerminalWidget {
    /// The scrollable directions.
    public var axes: ScrollAxes = .vertical {
        didSet { if axes != oldValue { scroll(to: scrollOffset) } }
    }
    /// The size of the content; when zero, the extent of the children's frames is used.
    public var contentSize: CellSize = .zero {
        didSet { if contentSize != oldValue { scroll(to: scrollOffset) } }
    }
    /// The content point shown at the viewport's top-left corner (always within range).
    public private(set) var scrollOffset: CellPoint = .zero
    /// Whether scroll indicators are drawn when the content overflows.
    public var showsIndicators = true {
        didSet { if showsIndicators != oldValue { setNeedsDisplay() } }
    }
    /// The characters of the vertical indicator (at the right edge).
    public var verticalIndicator = ScrollIndicatorCharacters(track: "│", thumb: "┃") {
        didSet { if verticalIndicator != oldValue { setNeedsDisplay() } }
    }
    /// The characters of the horizontal indicator (at the bottom edge).
    public var horizontalIndicator = ScrollIndicatorCharacters(track: "─", thumb: "━") {
        didSet { if horizontalIndicator != oldValue { setNeedsDisplay() } }
    }
    /// The style of the indicators.
    public var indicatorStyle = CellStyle(foreground: .gray) {
        didSet { if indicatorStyle != oldValue { setNeedsDisplay() } }
    }
    /// Whether keys and the mouse wheel scroll the view (``scroll(to:)`` works either way).
    public var isUserScrollEnabled = true
    /// Rows (or columns) scrolled per wheel notch.
    public var wheelStep = 3
    /// Called after the offset changes, with the new offset.
    public var onScroll: ((CellPoint) -> Void)?

    /// Creates a scroll view.
    public init(axes: ScrollAxes = .vertical) {
        self.axes = axes
        super.init()
    }

    open override var contentOffset: CellPoint { scrollOffset }
    open override var contentClipRect: CellRect { viewport }

    /// The content size in effect: ``contentSize``, or the children's extent when that is zero.
    public var effectiveContentSize: CellSize {
        if contentSize != .zero { return contentSize }
        var size = CellSize.zero
        for child in children where !child.isHidden {
            size.width = max(size.width, child.frame.maxX)
            size.height = max(size.height, child.frame.maxY)
        }
        return size
    }

    private var showsVerticalIndicator: Bool {
        showsIndicators && axes.contains(.vertical) && effectiveContentSize.height > frame.height
    }

    private var showsHorizontalIndicator: Bool {
        showsIndicators && axes.contains(.horizontal) && effectiveContentSize.width > frame.width
    }

    /// The part of the frame that shows content (the frame less any indicator column or row).
    public var viewport: CellRect {
        CellRect(
            x: 0, y: 0, width: max(0, frame.width - (showsVerticalIndicator ? 1 : 0)),
            height: max(0, frame.height - (showsHorizontalIndicator ? 1 : 0)))
    }

    /// The largest offset, per axis.
    public var maximumOffset: CellPoint {
        let content = effectiveContentSize
        let view = viewport
        return CellPoint(
            x: axes.contains(.horizontal) ? max(0, content.width - view.width) : 0,
            y: axes.contains(.vertical) ? max(0, content.height - view.height) : 0)
    }

    /// Scrolls so that `offset` (clamped to the valid range) is at the top-left of the viewport.
    public func scroll(to offset: CellPoint) {
        let maximum = maximumOffset
        let clamped = CellPoint(x: min(max(0, offset.x), maximum.x), y: min(max(0, offset.y), maximum.y))
        guard clamped != scrollOffset else { return }
        scrollOffset = clamped
        setNeedsDisplay()
        onScroll?(clamped)
    }

    /// Scrolls by a number of columns and rows.
    public func scroll(by dx: Int, _ dy: Int) {
        scroll(to: scrollOffset.offsetBy(dx: dx, dy: dy))
    }

    /// Scrolls the least amount that makes a content rectangle visible (its top-left corner wins
    /// when it is larger than the viewport).
    public func scrollRectToVisible(_ rect: CellRect) {
        let view = viewport
        var offset = scrollOffset
        if rect.maxY > offset.y + view.height { offset.y = rect.maxY - view.height }
        if rect.y < offset.y { offset.y = rect.y }
        if rect.maxX > offset.x + view.width { offset.x = rect.maxX - view.width }
        if rect.x < offset.x { offset.x = rect.x }
        scroll(to: offset)
    }

    open override func handle(_ event: InputEvent) -> Bool {
        guard isUserScrollEnabled else { return false }
        let page = max(1, viewport.height - 1)
        let before = scrollOffset
        switch event {
        case .mouse(let mouse):
            let horizontal = mouse.modifiers.contains(.shift) || !axes.contains(.vertical)
            switch mouse.kind {
            case .wheelUp: horizontal ? scroll(by: -wheelStep, 0) : scroll(by: 0, -wheelStep)
            case .wheelDown: horizontal ? scroll(by: wheelStep, 0) : scroll(by: 0, wheelStep)
            case .wheelLeft: scroll(by: -wheelStep, 0)
            case .wheelRight: scroll(by: wheelStep, 0)
            default: return false
            }
            return mouse.isWheel
        case .key(let key):
            switch (key.key, key.modifiers) {
            case (.pageUp, []): scroll(by: 0, -page)
            case (.pageDown, []): scroll(by: 0, page)
            case (.home, .control): scroll(to: .zero)
            case (.end, .control): scroll(to: CellPoint(x: scrollOffset.x, y: maximumOffset.y))
            case (.up, []): scroll(by: 0, -1)
            case (.down, []): scroll(by: 0, 1)
            case (.left, []): scroll(by: -1, 0)
            case (.right, []): scroll(by: 1, 0)
            default: return false
            }
            return scrollOffset != before || key.key == .pageUp || key.key == .pageDown
        default:
            return false
        }
    }

    open override func drawForeground(in buffer: inout CellBuffer) {
        let content = effectiveContentSize
        let view = viewport
        if showsVerticalIndicator {
            let (start, length) = Self.thumb(
                offset: scrollOffset.y, visible: view.height, total: content.height, track: view.height)
            for row in 0..<view.height {
                let thumb = row >= start && row < start + length
                buffer.write(
                    thumb ? verticalIndicator.thumb : verticalIndicator.track,
                    at: CellPoint(x: frame.width - 1, y: row),
                    style: indicatorStyle)
            }
        }
        if showsHorizontalIndicator {
            let (start, length) = Self.thumb(
                offset: scrollOffset.x, visible: view.width, total: content.width, track: view.width)
            for column in 0..<view.width {
                let thumb = column >= start && column < start + length
                buffer.write(
                    thumb ? horizontalIndicator.thumb : horizontalIndicator.track,
                    at: CellPoint(x: column, y: frame.height - 1), style: indicatorStyle)
            }
        }
    }

    /// Thumb start and length on a track, proportional to the visible part of the content.
    static func thumb(offset: Int, visible: Int, total: Int, track: Int) -> (start: Int, length: Int) {
        guard total > 0, track > 0 else { return (0, 0) }
        let length = min(track, max(1, (visible * track + total / 2) / total))
        let range = max(0, total - visible)
        let start = range == 0 ? 0 : (offset * (track - length) + range / 2) / range
        return (start, length)
    }
}
