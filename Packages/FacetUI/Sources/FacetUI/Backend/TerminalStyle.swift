import FacetTerminal
import FacetUICore

/// Conversions from FacetUI's styles to terminal colours and cell styles.
enum TerminalStyle {
    /// The terminal colour for `color`: exact RGB for explicit colours (the renderer falls
    /// back to the 256-colour palette where needed), the terminal's own colours for the
    /// semantic ones, `nil` for transparent.
    static func color(_ color: Color) -> TerminalColor? {
        switch color.storage {
        case .rgba(let red, let green, let blue, let opacity):
            guard opacity > 0 else { return nil }
            return rgb(red, green, blue)
        case .primary: return .default
        case .secondary: return .gray
        case .accent: return .blue
        }
    }

    /// The 24-bit terminal colour of components in 0…1 (clamped).
    static func rgb(_ red: Double, _ green: Double, _ blue: Double) -> TerminalColor {
        func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(255, (value * 255).rounded()))) }
        return .rgb(byte(red), byte(green), byte(blue))
    }

    /// A styled run of a label.
    static func run(_ run: ResolvedText.Run) -> TextRun {
        var style = CellStyle()
        if let terminal = run.color.flatMap(color) { style.foreground = terminal }
        if run.color?.storage == .secondary { style.dim = true }
        style.bold = run.isBold
        style.italic = run.isItalic
        style.underline = run.isUnderlined
        style.strikethrough = run.isStruckThrough
        return TextRun(run.string, style: style)
    }

    static func alignment(_ alignment: TextAlignment) -> LabelAlignment {
        switch alignment {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }

    static func buttonStyle(_ style: ButtonContent.Style) -> ButtonStyleKind {
        switch style {
        case .automatic: .automatic
        case .bordered: .bordered
        case .borderedProminent: .borderedProminent
        case .borderless: .borderless
        case .plain, .custom: .plain
        }
    }

    static func role(_ role: ButtonRole?) -> ButtonWidgetRole? {
        switch role {
        case .destructive?: .destructive
        case .cancel?: .cancel
        default: nil
        }
    }

    static func toggleStyle(_ style: ToggleContent.Style) -> ToggleStyleKind {
        switch style {
        case .automatic: .automatic
        case .switch: .switch
        case .checkbox: .checkbox
        case .button: .button
        }
    }

    static func pickerStyle(_ style: PickerContent.Style) -> PickerStyleKind {
        switch style {
        case .automatic: .automatic
        case .menu: .menu
        case .segmented: .segmented
        case .inline: .inline
        }
    }

    static func scrollAxes(_ axes: Axis.Set) -> ScrollAxes {
        var result: ScrollAxes = []
        if axes.contains(.horizontal) { result.insert(.horizontal) }
        if axes.contains(.vertical) { result.insert(.vertical) }
        return result
    }
}
