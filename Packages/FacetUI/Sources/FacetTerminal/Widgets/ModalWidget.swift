/// What kind of modal presentation a ``ModalWidget`` is.
public enum ModalKind: Hashable, Sendable {
    /// A large bordered panel (`.sheet`) whose children are the content, laid out in
    /// ``ModalWidget/contentRect``.
    case sheet
    /// A bordered panel covering the whole screen (`.fullScreenCover`), its children laid
    /// out as a sheet's.
    case fullScreenCover
    /// A bordered box around its content (`.popover`), its children laid out as a sheet's.
    case popover
    /// A centred box with a title, a message and a row of buttons (`.alert`).
    case alert
    /// A box at the bottom of the screen with a title, a message and one button per row
    /// (`.confirmationDialog`).
    case confirmationDialog
}

/// A sheet, alert or confirmation dialog shown above everything by ``WidgetTree/present(_:)``.
///
/// Focus stays inside the topmost modal. Escape, or any button while
/// ``dismissesOnButtonAction`` is set, dismisses it: the modal is removed from its tree and
/// ``onDismiss`` runs (so a presenter can reset its `isPresented` binding; dismissing again is a
/// no-op).
@MainActor
open class ModalWidget: TerminalWidget {
    /// The presentation kind.
    public var kind: ModalKind {
        didSet { if kind != oldValue { setNeedsDisplay() } }
    }
    /// The bold title in the first row, if any.
    public var title: String? {
        didSet { if title != oldValue { setNeedsDisplay() } }
    }
    /// The message under the title (alerts and dialogs), wrapped to the box.
    public var message: String? {
        didSet { if message != oldValue { setNeedsDisplay() } }
    }
    /// The line characters of the border.
    public var border: BorderStyle = .rounded {
        didSet { if border != oldValue { setNeedsDisplay() } }
    }
    /// The buttons of an alert or dialog, in order.
    public private(set) var buttons: [ButtonWidget] = []
    /// Whether pressing a button also dismisses the modal (alerts and dialogs do, like SwiftUI's).
    public var dismissesOnButtonAction = true
    /// Whether ``layout(in:)`` sets the frame (centred alert, bottom dialog, inset sheet).
    public var automaticallyPositions = true
    /// A sheet's size; `nil` fills the screen less a margin of 2 columns and 1 row.
    public var preferredSize: CellSize?
    /// Runs after the modal was dismissed.
    public var onDismiss: (() -> Void)?
    /// The widest an alert's text may be before it wraps.
    public var maximumTextWidth = 50

    weak var previousFocus: TerminalWidget?

    /// Creates a modal.
    public init(kind: ModalKind, title: String? = nil, message: String? = nil) {
        self.kind = kind
        self.title = title
        self.message = message
        super.init()
    }

    /// Adds a button; its action runs, then the modal is dismissed when ``dismissesOnButtonAction``.
    @discardableResult
    public func addButton(title: String, role: ButtonWidgetRole? = nil, action: (() -> Void)? = nil)
        -> ButtonWidget
    {
        let button = ButtonWidget(title: title, role: role, style: .bordered)
        button.action = { [weak self] in
            action?()
            if let self, self.dismissesOnButtonAction { self.requestDismiss() }
        }
        buttons.append(button)
        addChild(button)
        return button
    }

    /// Removes the modal from its tree (if presented) and calls ``onDismiss``.
    public func requestDismiss() {
        ownerTree?.dismiss(self)
        onDismiss?()
    }

    /// Whether the modal is a panel holding its content as children (a sheet, full-screen
    /// cover or popover) rather than a dialog drawing its title, message and buttons.
    public var isPanel: Bool { kind == .sheet || kind == .fullScreenCover || kind == .popover }

    /// Whether the modal is currently presented in a tree.
    public var isPresented: Bool { ownerTree != nil }

    private var titleRows: Int { title == nil ? 0 : 1 }

    private func messageLines(width: Int) -> [String] {
        guard let message, !message.isEmpty else { return [] }
        return TextLayout.lines(message, maxWidth: max(1, width))
    }

    /// Where a sheet's content goes, in local coordinates (inside the border, under the title).
    public var contentRect: CellRect {
        CellRect(
            x: 1, y: 1 + titleRows, width: max(0, frame.width - 2),
            height: max(0, frame.height - 2 - titleRows))
    }

    /// Positions the modal on a screen of `screen` size (when ``automaticallyPositions``) and lays out
    /// its buttons.
    public func layout(in screen: CellSize) {
        switch kind {
        case .sheet, .fullScreenCover, .popover:
            if automaticallyPositions {
                let margin =
                    kind == .fullScreenCover ? CellSize(width: 0, height: 0) : CellSize(width: 4, height: 2)
                let size =
                    preferredSize
                    ?? CellSize(width: screen.width - margin.width, height: screen.height - margin.height)
                let width = min(size.width, screen.width)
                let height = min(size.height, screen.height)
                frame = CellRect(
                    x: (screen.width - width) / 2, y: (screen.height - height) / 2, width: width,
                    height: height)
            }
        case .alert, .confirmationDialog:
            layoutDialog(in: screen)
        }
    }

    private func layoutDialog(in screen: CellSize) {
        let stacked = kind == .confirmationDialog
        let buttonSizes = buttons.map { $0.sizeThatFits(width: nil, height: nil) }
        let rowWidth = buttonSizes.map(\.width).reduce(0, +) + 2 * max(0, buttons.count - 1)
        let textWidth = min(
            maximumTextWidth,
            max(TextLayout.width(of: title ?? ""), message.map { TextLayout.width(of: $0) } ?? 0))
        let buttonsWidth = stacked ? (buttonSizes.map(\.width).max() ?? 0) : rowWidth
        let inner = min(max(textWidth, buttonsWidth, 16), max(1, screen.width - 6))
        let lines = messageLines(width: inner)
        let buttonRows = stacked ? buttons.count : (buttons.isEmpty ? 0 : 1)
        let gap = (titleRows + lines.count > 0 && buttonRows > 0) ? 1 : 0
        let height = 2 + titleRows + lines.count + gap + buttonRows
        let width = inner + 4
        if automaticallyPositions {
            let y = stacked ? max(0, screen.height - height) : max(0, (screen.height - height) / 2)
            frame = CellRect(x: max(0, (screen.width - width) / 2), y: y, width: width, height: height)
        }
        var row = 1 + titleRows + lines.count + gap
        if stacked {
            for button in buttons {
                button.frame = CellRect(x: 2, y: row, width: frame.width - 4, height: 1)
                row += 1
            }
        } else {
            var x = max(2, (frame.width - rowWidth) / 2)
            for (button, size) in zip(buttons, buttonSizes) {
                button.frame = CellRect(x: x, y: row, width: size.width, height: 1)
                x += size.width + 2
            }
        }
    }

    open override func draw(in buffer: inout CellBuffer) {
        buffer.fill(bounds, style: CellStyle(background: backgroundColor ?? .default))
        buffer.drawBorder(bounds, border: border)
        if let title {
            let text = TextLayout.truncate(title, toWidth: max(0, frame.width - 4))
            let x = isPanel ? 2 : max(2, (frame.width - CharacterWidth.width(of: text)) / 2)
            buffer.write(text, at: CellPoint(x: x, y: 1), style: CellStyle(bold: true))
        }
        guard !isPanel else { return }
        for (index, line) in messageLines(width: frame.width - 4).enumerated() {
            let x = max(2, (frame.width - CharacterWidth.width(of: line)) / 2)
            buffer.write(line, at: CellPoint(x: x, y: 1 + titleRows + index))
        }
    }
}
