/// The look of a ``ProgressWidget``.
public enum ProgressStyleKind: Hashable, Sendable {
    /// ``linear`` with a fraction, ``circular`` without one (as SwiftUI does).
    case automatic
    /// A horizontal bar; without a fraction, a block bouncing along the track.
    case linear
    /// A spinner character; with a fraction, the percentage next to it.
    case circular
}

/// A progress indicator (backs `ProgressView` and `Gauge`).
///
/// With a ``fraction`` the bar is filled proportionally, to an eighth of a cell, using
/// ``filledCharacter``, ``partialCharacters`` and ``emptyCharacter``. Without one it is
/// indeterminate: each call to ``advanceAnimation()`` moves the spinner (``spinnerFrames``) or the
/// bouncing block one step; the owner calls it on a timer. A title, when set, takes the first row
/// (or, on a one-row frame, the left part); without one, a bar takes the last row, below the
/// child widgets of its labels.
@MainActor
open class ProgressWidget: TerminalWidget {
    /// Completed fraction from 0 to 1, or `nil` for indeterminate progress.
    public var fraction: Double? {
        didSet { if fraction != oldValue { setNeedsDisplay() } }
    }
    /// A label, or `nil`.
    public var title: String? {
        didSet { if title != oldValue { setNeedsDisplay() } }
    }
    /// The look.
    public var style: ProgressStyleKind = .automatic {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }
    /// Whether a determinate bar is followed by its percentage.
    public var showsPercentage = false {
        didSet { if showsPercentage != oldValue { setNeedsDisplay() } }
    }
    /// The colour of the filled part and the spinner; ``TerminalWidget/defaultTint`` when `nil`.
    public var tint: TerminalColor? {
        didSet { if tint != oldValue { setNeedsDisplay() } }
    }
    /// A completely filled cell.
    public var filledCharacter: Character = "█"
    /// An empty cell of the track.
    public var emptyCharacter: Character = "░"
    /// Cells filled one to seven eighths.
    public var partialCharacters: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    /// The frames of the indeterminate spinner.
    public var spinnerFrames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// The animation step of indeterminate progress.
    public private(set) var animationFrame = 0

    /// Creates a progress indicator.
    public init(fraction: Double? = nil, title: String? = nil, style: ProgressStyleKind = .automatic) {
        self.fraction = fraction
        self.title = title
        self.style = style
        super.init()
    }

    /// The style after resolving ``ProgressStyleKind/automatic``.
    public var resolvedStyle: ProgressStyleKind {
        style == .automatic ? (fraction == nil ? .circular : .linear) : style
    }

    /// Moves indeterminate progress one animation step.
    public func advanceAnimation() {
        animationFrame &+= 1
        if fraction == nil { setNeedsDisplay() }
    }

    open override func sizeThatFits(width: Int?, height: Int?) -> CellSize {
        let titleRows = title == nil ? 0 : 1
        if resolvedStyle == .circular {
            let text = (title.map { $0 + " " } ?? "") + "x" + (fraction == nil ? "" : " 100%")
            return CellSize(width: TextLayout.width(of: text), height: 1)
        }
        return CellSize(width: width ?? 20, height: 1 + titleRows)
    }

    /// The bar for `width` cells at the current fraction.
    public func barText(width: Int) -> String {
        guard width > 0 else { return "" }
        let clamped = min(max(fraction ?? 0, 0), 1)
        let eighths = Int((clamped * Double(width * 8)).rounded())
        var text = String(repeating: filledCharacter, count: eighths / 8)
        if eighths % 8 > 0 && partialCharacters.count >= 7 { text.append(partialCharacters[eighths % 8 - 1]) }
        let used = eighths / 8 + (eighths % 8 > 0 ? 1 : 0)
        text += String(repeating: emptyCharacter, count: width - used)
        return text
    }

    private var percentText: String {
        "\(Int((min(max(fraction ?? 0, 0), 1) * 100).rounded()))%"
    }

    open override func draw(in buffer: inout CellBuffer) {
        let color = tint ?? Self.defaultTint
        // A bar goes below what is above it: the title, or label widgets laid out over the
        // widget's other rows.
        var row = resolvedStyle == .circular ? 0 : max(0, frame.height - 1)
        var x = 0
        if let title {
            if frame.height > 1 || resolvedStyle == .circular {
                buffer.write(
                    TextLayout.truncate(title, toWidth: frame.width), at: .zero, style: enabledStyle(.plain))
                if resolvedStyle == .circular {
                    x = CharacterWidth.width(of: title) + 1
                } else {
                    row = 1
                }
            }
        }
        if resolvedStyle == .circular {
            let spinner = spinnerFrames.isEmpty ? "*" : spinnerFrames[animationFrame % spinnerFrames.count]
            let used = buffer.write(
                spinner, at: CellPoint(x: x, y: row), style: enabledStyle(CellStyle(foreground: color)))
            if fraction != nil {
                buffer.write(percentText, at: CellPoint(x: x + used + 1, y: row), style: enabledStyle(.plain))
            }
            return
        }
        let suffix = showsPercentage && fraction != nil ? " " + percentText : ""
        let barWidth = max(0, frame.width - CharacterWidth.width(of: suffix))
        if fraction != nil {
            buffer.write(
                barText(width: barWidth), at: CellPoint(x: 0, y: row),
                style: enabledStyle(CellStyle(foreground: color)))
            buffer.write(suffix, at: CellPoint(x: barWidth, y: row), style: enabledStyle(.plain))
        } else {
            let block = min(3, barWidth)
            let travel = max(1, barWidth - block)
            let step = animationFrame % (2 * travel)
            let start = step <= travel ? step : 2 * travel - step
            buffer.fill(
                CellRect(x: 0, y: row, width: barWidth, height: 1), with: emptyCharacter,
                style: enabledStyle(CellStyle(foreground: .gray)))
            buffer.fill(
                CellRect(x: start, y: row, width: block, height: 1), with: filledCharacter,
                style: enabledStyle(CellStyle(foreground: color)))
        }
    }
}
