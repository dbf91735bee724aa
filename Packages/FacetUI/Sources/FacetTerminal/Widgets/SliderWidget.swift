/// A horizontal slider (backs `Slider`).
///
/// The track spans the frame between the value labels (``minimumValueLabel`` at the leading end
/// and ``maximumValueLabel`` at the trailing end, each a space away from the track): the part
/// left of the thumb is drawn with ``filledCharacter`` in the tint colour, the rest with
/// ``trackCharacter``. Left/Right (and Down/Up are left to focus
/// traversal) change the value by ``step`` (or a twentieth of the range without a step), Page
/// Up/Down by ten steps, Home/End jump to the ends; a click or drag sets the value under the pointer
/// (the nearer end of the range over a value label).
@MainActor
open class SliderWidget: TerminalWidget {
    /// The current value, always inside ``range`` and on a ``step`` when there is one.
    public var value: Double {
        didSet {
            let clamped = constrain(value)
            if clamped != value { value = clamped }
            if value != oldValue { setNeedsDisplay() }
        }
    }
    /// The allowed values.
    public var range: ClosedRange<Double> {
        didSet { value = constrain(value) }
    }
    /// The increment, or `nil` for continuous values.
    public var step: Double? {
        didSet { value = constrain(value) }
    }
    /// The colour of the filled part and the thumb; ``TerminalWidget/defaultTint`` when `nil`.
    public var tint: TerminalColor? {
        didSet { if tint != oldValue { setNeedsDisplay() } }
    }
    /// The character of the part of the track left of the thumb.
    public var filledCharacter: Character = "━" {
        didSet { if filledCharacter != oldValue { setNeedsDisplay() } }
    }
    /// The character of the part of the track right of the thumb.
    public var trackCharacter: Character = "─" {
        didSet { if trackCharacter != oldValue { setNeedsDisplay() } }
    }
    /// The thumb character.
    public var thumbCharacter: Character = "●" {
        didSet { if thumbCharacter != oldValue { setNeedsDisplay() } }
    }
    /// The text drawn before the track (the minimum value's label), if any.
    public var minimumValueLabel: String? {
        didSet { if minimumValueLabel != oldValue { setNeedsDisplay() } }
    }
    /// The text drawn after the track (the maximum value's label), if any.
    public var maximumValueLabel: String? {
        didSet { if maximumValueLabel != oldValue { setNeedsDisplay() } }
    }
    /// Called with the new value after the user changes it.
    public var onChange: ((Double) -> Void)?

    /// Creates a slider.
    public init(value: Double = 0, range: ClosedRange<Double> = 0...1, step: Double? = nil) {
        self.range = range
        self.step = step
        self.value = value
        super.init()
        self.value = constrain(value)
        canFocus = true
    }

    /// The value clamped to the range and rounded to the step.
    public func constrain(_ candidate: Double) -> Double {
        var result = min(max(candidate, range.lowerBound), range.upperBound)
        if let step, step > 0 {
            result = range.lowerBound + ((result - range.lowerBound) / step).rounded() * step
            if result > range.upperBound { result -= step }
        }
        return result
    }

    /// Where the value lies in the range, from 0 to 1.
    public var fraction: Double {
        let span = range.upperBound - range.lowerBound
        return span > 0 ? (value - range.lowerBound) / span : 0
    }

    private var increment: Double {
        if let step, step > 0 { return step }
        return (range.upperBound - range.lowerBound) / 20
    }

    open override func sizeThatFits(width: Int?, height: Int?) -> CellSize {
        CellSize(
            width: width ?? 20 + labelWidth(minimumValueLabel) + labelWidth(maximumValueLabel), height: 1)
    }

    /// The columns a value label takes with the space between it and the track.
    private func labelWidth(_ label: String?) -> Int {
        label.map { CharacterWidth.width(of: $0) + 1 } ?? 0
    }

    /// The columns of the track: the frame less the value labels.
    public var trackColumns: Range<Int> {
        let start = min(labelWidth(minimumValueLabel), frame.width)
        return start..<max(start, frame.width - labelWidth(maximumValueLabel))
    }

    /// The column of the thumb.
    public var thumbColumn: Int {
        let track = trackColumns
        return track.lowerBound + Int((fraction * Double(max(0, track.count - 1))).rounded())
    }

    open override func draw(in buffer: inout CellBuffer) {
        let row = frame.height / 2
        let color = tint ?? Self.defaultTint
        let labelStyle = enabledStyle(.plain)
        if let minimumValueLabel {
            buffer.write(minimumValueLabel, at: CellPoint(x: 0, y: row), style: labelStyle)
        }
        if let maximumValueLabel {
            let x = max(0, frame.width - CharacterWidth.width(of: maximumValueLabel))
            buffer.write(maximumValueLabel, at: CellPoint(x: x, y: row), style: labelStyle)
        }
        let track = trackColumns
        guard !track.isEmpty else { return }
        let thumb = thumbColumn
        for column in track {
            if column < thumb {
                buffer.write(
                    filledCharacter, at: CellPoint(x: column, y: row),
                    style: enabledStyle(CellStyle(foreground: color)))
            } else if column > thumb {
                buffer.write(
                    trackCharacter, at: CellPoint(x: column, y: row),
                    style: enabledStyle(CellStyle(foreground: .gray)))
            }
        }
        let thumbStyle = CellStyle(foreground: color, bold: true, inverse: isFocused)
        buffer.write(thumbCharacter, at: CellPoint(x: thumb, y: row), style: enabledStyle(thumbStyle))
    }

    /// Sets the value as the user would: constrained, then ``onChange`` when it changed.
    public func setValueByUser(_ newValue: Double) {
        let old = value
        value = newValue
        if value != old { onChange?(value) }
    }

    open override func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(let key) where key.modifiers.isEmpty:
            switch key.key {
            case .left: setValueByUser(value - increment)
            case .right: setValueByUser(value + increment)
            case .pageDown: setValueByUser(value - 10 * increment)
            case .pageUp: setValueByUser(value + 10 * increment)
            case .home: setValueByUser(range.lowerBound)
            case .end: setValueByUser(range.upperBound)
            default: return false
            }
            return true
        case .mouse(let mouse) where mouse.button == .left && (mouse.kind == .press || mouse.kind == .drag):
            let track = trackColumns
            guard !track.isEmpty else { return true }
            let span = Double(max(1, track.count - 1))
            let column = min(max(track.lowerBound, mouse.position.x), track.upperBound - 1)
            let position = Double(column - track.lowerBound) / span
            setValueByUser(range.lowerBound + position * (range.upperBound - range.lowerBound))
            return true
        case .mouse(let mouse) where mouse.button == .left && mouse.kind == .release:
            return true
        default:
            return false
        }
    }
}
