/// A value with decrement and increment buttons (backs `Stepper`).
///
/// Drawn as the title at the left and `[-][+]` at the right edge; a button whose direction is not
/// possible (the value is at the range's end) is dimmed. `+`, `=` and Right increment; `-` and Left
/// decrement; a click on `[-]` or `[+]` does the same. When ``onIncrement``/``onDecrement`` are set
/// they replace the built-in value arithmetic (for `Stepper(onIncrement:onDecrement:)`).
@MainActor
open class StepperWidget: TerminalWidget {
    /// The label text.
    public var title: String {
        didSet { if title != oldValue { setNeedsDisplay() } }
    }
    /// The value, changed by ``step``.
    public var value: Double {
        didSet { if value != oldValue { setNeedsDisplay() } }
    }
    /// The allowed values, or `nil` for no limit.
    public var range: ClosedRange<Double>? {
        didSet { setNeedsDisplay() }
    }
    /// The amount one press changes the value by.
    public var step: Double = 1
    /// The text of the decrement button.
    public var decrementSymbol = "[-]" {
        didSet { if decrementSymbol != oldValue { setNeedsDisplay() } }
    }
    /// The text of the increment button.
    public var incrementSymbol = "[+]" {
        didSet { if incrementSymbol != oldValue { setNeedsDisplay() } }
    }
    /// Called with the new value after a built-in increment or decrement.
    public var onChange: ((Double) -> Void)?
    /// Replaces the built-in increment when set.
    public var onIncrement: (() -> Void)?
    /// Replaces the built-in decrement when set.
    public var onDecrement: (() -> Void)?

    /// Creates a stepper.
    public init(title: String = "", value: Double = 0, range: ClosedRange<Double>? = nil, step: Double = 1) {
        self.title = title
        self.value = value
        self.range = range
        self.step = step
        super.init()
        canFocus = true
    }

    /// Whether an increment is possible.
    public var canIncrement: Bool {
        onIncrement != nil || range.map { value + step <= $0.upperBound } ?? true
    }

    /// Whether a decrement is possible.
    public var canDecrement: Bool {
        onDecrement != nil || range.map { value - step >= $0.lowerBound } ?? true
    }

    /// Increments as a press on `[+]` would.
    public func increment() {
        if let onIncrement { return onIncrement() }
        guard canIncrement else { return }
        value += step
        onChange?(value)
    }

    /// Decrements as a press on `[-]` would.
    public func decrement() {
        if let onDecrement { return onDecrement() }
        guard canDecrement else { return }
        value -= step
        onChange?(value)
    }

    private var buttonsWidth: Int {
        CharacterWidth.width(of: decrementSymbol) + CharacterWidth.width(of: incrementSymbol)
    }

    open override func sizeThatFits(width: Int?, height: Int?) -> CellSize {
        CellSize(width: max(width ?? 0, TextLayout.width(of: title) + 1 + buttonsWidth), height: 1)
    }

    open override func draw(in buffer: inout CellBuffer) {
        let row = frame.height / 2
        let start = frame.width - buttonsWidth
        buffer.write(
            TextLayout.truncate(title, toWidth: max(0, start - 1)), at: CellPoint(x: 0, y: row),
            style: enabledStyle(.plain))
        let focused = isFocused
        let minus = CellStyle(dim: !canDecrement, inverse: focused)
        let plus = CellStyle(dim: !canIncrement, inverse: focused)
        let used = buffer.write(decrementSymbol, at: CellPoint(x: start, y: row), style: enabledStyle(minus))
        buffer.write(incrementSymbol, at: CellPoint(x: start + used, y: row), style: enabledStyle(plus))
    }

    open override func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(let key) where key.modifiers.subtracting(.shift).isEmpty:
            switch key.key {
            case .character("+"), .character("="), .right: increment()
            case .character("-"), .left: decrement()
            default: return false
            }
            return true
        case .mouse(let mouse) where mouse.button == .left && mouse.kind == .press:
            let start = frame.width - buttonsWidth
            let split = start + CharacterWidth.width(of: decrementSymbol)
            if mouse.position.x >= start && mouse.position.x < split { decrement() }
            if mouse.position.x >= split { increment() }
            return true
        default:
            return false
        }
    }
}
