/// A plain widget that groups others, optionally filling its background and drawing a border.
///
/// Many FacetUI views have no widget of their own and are drawn by their parent container:
/// `VStack`, `HStack`, `ZStack`, `Lazy…Stack`/`Grid` (their children's frames come from FacetUI
/// layout), `Spacer`, `EmptyView`, `Group`, `ForEach`, `padding`/`frame`/`offset` and other layout
/// modifiers, and custom views (their bodies). A `Color` or a `.background(Color)` becomes a
/// container with ``TerminalWidget/backgroundColor`` set; `GroupBox` and bordered overlays use
/// ``border`` and ``title``.
@MainActor
open class ContainerWidget: TerminalWidget {
    /// The line characters of a border drawn inside the frame, or `nil` for no border.
    public var border: BorderStyle? {
        didSet { if border != oldValue { setNeedsDisplay() } }
    }
    /// The style of the border and title.
    public var borderStyle: CellStyle = .plain {
        didSet { if borderStyle != oldValue { setNeedsDisplay() } }
    }
    /// A title drawn into the top border (only when there is a border).
    public var title: String? {
        didSet { if title != oldValue { setNeedsDisplay() } }
    }

    /// Creates an empty container.
    public override init() {
        super.init()
    }

    /// Creates a container with a background colour.
    public convenience init(backgroundColor: TerminalColor?) {
        self.init()
        self.backgroundColor = backgroundColor
    }

    /// Children are clipped inside the border when there is one.
    open override var contentClipRect: CellRect {
        border == nil ? bounds : bounds.insetBy(dx: 1, dy: 1)
    }

    open override func draw(in buffer: inout CellBuffer) {
        guard let border else { return }
        buffer.drawBorder(bounds, border: border, style: borderStyle)
        if let title, frame.width > 4 {
            let text = TextLayout.truncate(title, toWidth: frame.width - 4)
            buffer.write(" \(text) ", at: CellPoint(x: 1, y: 0), style: borderStyle.with { $0.bold = true })
        }
    }
}
