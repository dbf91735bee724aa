/// The bar at the top of a navigation stack: a back button and a title (backs the chrome of
/// `NavigationStack`/`NavigationView` and `navigationTitle`).
///
/// The back button is a real child ``ButtonWidget`` (``backButton``, plain style, titled
/// `‹ ` + ``backTitle``), so it takes part in focus traversal and clicks; pressing it calls
/// ``onBack``. The title is centred (``titleAlignment``) and bold; with two or more rows a
/// separator line is drawn on the last row.
@MainActor
open class NavigationBarWidget: TerminalWidget {
    /// The title.
    public var title: String {
        didSet { if title != oldValue { setNeedsDisplay() } }
    }
    /// Whether the back button is shown.
    public var showsBackButton: Bool {
        didSet {
            backButton.isHidden = !showsBackButton
            setNeedsDisplay()
        }
    }
    /// The text after `‹ ` in the back button.
    public var backTitle: String {
        didSet { layoutBackButton() }
    }
    /// Where the title goes.
    public var titleAlignment: LabelAlignment = .center {
        didSet { if titleAlignment != oldValue { setNeedsDisplay() } }
    }
    /// The style of the title.
    public var titleStyle = CellStyle(bold: true) {
        didSet { if titleStyle != oldValue { setNeedsDisplay() } }
    }
    /// Whether a line is drawn on the last row (when the bar has two or more rows).
    public var showsSeparator = true {
        didSet { if showsSeparator != oldValue { setNeedsDisplay() } }
    }
    /// Called when the back button is pressed.
    public var onBack: (() -> Void)?
    /// The back button.
    public let backButton: ButtonWidget

    /// Creates a navigation bar.
    public init(title: String = "", showsBackButton: Bool = false, backTitle: String = "Back") {
        self.title = title
        self.showsBackButton = showsBackButton
        self.backTitle = backTitle
        self.backButton = ButtonWidget(title: "", style: .plain)
        super.init()
        backButton.identifier = "back"
        backButton.action = { [weak self] in self?.onBack?() }
        backButton.isHidden = !showsBackButton
        addChild(backButton)
        layoutBackButton()
    }

    open override var frame: CellRect {
        didSet { if frame != oldValue { layoutBackButton() } }
    }

    private func layoutBackButton() {
        backButton.title = "‹ " + backTitle
        let size = backButton.sizeThatFits(width: nil, height: nil)
        backButton.frame = CellRect(x: 0, y: 0, width: min(size.width, frame.width), height: 1)
    }

    open override func sizeThatFits(width: Int?, height: Int?) -> CellSize {
        CellSize(width: width ?? TextLayout.width(of: title), height: showsSeparator ? 2 : 1)
    }

    open override func draw(in buffer: inout CellBuffer) {
        let reserved = showsBackButton ? backButton.frame.width + 1 : 0
        let available = max(0, frame.width - 2 * reserved)
        let text = TextLayout.truncate(title, toWidth: available)
        let width = CharacterWidth.width(of: text)
        let x: Int
        switch titleAlignment {
        case .leading: x = reserved
        case .center: x = reserved + (available - width) / 2
        case .trailing: x = frame.width - reserved - width
        }
        buffer.write(text, at: CellPoint(x: x, y: 0), style: enabledStyle(titleStyle))
        if showsSeparator && frame.height >= 2 {
            buffer.drawHorizontalLine(
                at: CellPoint(x: 0, y: frame.height - 1), length: frame.width,
                style: CellStyle(foreground: .gray))
        }
    }
}
