/// A piece of text with its own style.
public struct TextRun: Hashable, Sendable {
    /// The text; control characters are shown as visible stand-ins.
    public var text: String
    /// The style of every character of the run.
    public var style: CellStyle

    /// Creates a run.
    public init(_ text: String, style: CellStyle = .plain) {
        self.text = text
        self.style = style
    }
}

/// Horizontal placement of lines inside a frame.
public enum LabelAlignment: Hashable, Sendable {
    /// Lines start at the left edge.
    case leading
    /// Lines are centred (an odd remainder goes to the right).
    case center
    /// Lines end at the right edge.
    case trailing
}

/// Static, possibly multi-line, styled text (backs `Text` and `Label` titles).
///
/// Text wraps at word boundaries to the frame's width (see ``TextLayout``); when it needs more rows
/// than ``lineLimit`` or than the frame has, the last shown line ends in `…`.
@MainActor
open class LabelWidget: TerminalWidget {
    /// The styled pieces of text, drawn one after the other.
    public var runs: [TextRun] {
        didSet { if runs != oldValue { setNeedsDisplay() } }
    }
    /// The style used by the ``text`` setter.
    public var defaultStyle: CellStyle {
        didSet { if defaultStyle != oldValue { runs = runs.map { TextRun($0.text, style: defaultStyle) } } }
    }
    /// Placement of each line.
    public var alignment: LabelAlignment = .leading {
        didSet { if alignment != oldValue { setNeedsDisplay() } }
    }
    /// The most lines shown, or `nil` for as many as the frame has rows.
    public var lineLimit: Int? {
        didSet { if lineLimit != oldValue { setNeedsDisplay() } }
    }
    /// Whether lines wrap at the frame width; when `false`, each line is truncated instead.
    public var wraps = true {
        didSet { if wraps != oldValue { setNeedsDisplay() } }
    }
    /// Where a line that does not fit is cut (the tail unless set).
    public var truncationMode: TextLayout.TruncationMode = .tail {
        didSet { if truncationMode != oldValue { setNeedsDisplay() } }
    }

    /// Creates a label with one run of text.
    public init(_ text: String = "", style: CellStyle = .plain) {
        self.runs = [TextRun(text, style: style)]
        self.defaultStyle = style
        super.init()
    }

    /// Creates a label from styled runs.
    public init(runs: [TextRun]) {
        self.runs = runs
        self.defaultStyle = runs.first?.style ?? .plain
        super.init()
    }

    /// All runs' text; setting it replaces the runs with one run in ``defaultStyle``.
    public var text: String {
        get { runs.map(\.text).joined() }
        set { runs = [TextRun(newValue, style: defaultStyle)] }
    }

    private func prepared() -> (characters: [Character], styles: [CellStyle]) {
        var characters: [Character] = []
        var styles: [CellStyle] = []
        for run in runs {
            let prepared = TextLayout.prepare(run.text)
            characters.append(contentsOf: prepared)
            styles.append(contentsOf: repeatElement(run.style, count: prepared.count))
        }
        return (characters, styles)
    }

    open override func sizeThatFits(width: Int?, height: Int?) -> CellSize {
        let limit = [lineLimit, height].compactMap { $0 }.min()
        return TextLayout.size(
            of: text, proposedWidth: width, lineLimit: limit, wraps: wraps, truncationMode: truncationMode)
    }

    open override func draw(in buffer: inout CellBuffer) {
        let (characters, styles) = prepared()
        let limit = min(lineLimit ?? Int.max, frame.height)
        guard limit > 0 else { return }
        let lines = TextLayout.layout(
            characters, maxWidth: frame.width, lineLimit: limit, wraps: wraps, truncationMode: truncationMode)
        for (row, line) in lines.prefix(limit).enumerated() {
            var width = (Array(line.range) + Array(line.afterMark)).reduce(0) {
                $0 + CharacterWidth.width(of: characters[$1])
            }
            if line.isTruncated { width += 1 }
            var x: Int
            switch alignment {
            case .leading: x = 0
            case .center: x = max(0, (frame.width - width) / 2)
            case .trailing: x = max(0, frame.width - width)
            }
            for index in line.range {
                x += buffer.write(
                    characters[index], at: CellPoint(x: x, y: row), style: enabledStyle(styles[index]))
            }
            if line.isTruncated {
                let last = line.range.last ?? line.range.lowerBound
                let style = styles.indices.contains(last) ? styles[last] : defaultStyle
                x += buffer.write(
                    TextLayout.truncationMark, at: CellPoint(x: x, y: row), style: enabledStyle(style))
            }
            for index in line.afterMark {
                x += buffer.write(
                    characters[index], at: CellPoint(x: x, y: row), style: enabledStyle(styles[index]))
            }
        }
    }
}
