import FacetTerminal
import Foundation

// Buttons, toggles, links, menus and tap areas: widgets that act.

extension ButtonContent: TerminalMapped {
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        ButtonWidget(action: { [weak events] in events?.handle(.activate) })
    }

    func configure(_ widget: TerminalWidget) {
        guard let button = widget as? ButtonWidget else { return }
        button.style = TerminalStyle.buttonStyle(style)
        button.role = TerminalStyle.role(role)
        button.isEnabled = isEnabled
    }
}

extension ToggleContent: TerminalMapped {
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        let widget = ToggleWidget(isOn: isOn)
        widget.onChange = { [weak events] isOn in events?.handle(.toggle(isOn)) }
        return widget
    }

    func configure(_ widget: TerminalWidget) {
        guard let toggle = widget as? ToggleWidget else { return }
        toggle.isOn = isOn
        toggle.style = TerminalStyle.toggleStyle(style)
        toggle.isEnabled = isEnabled
    }
}

extension LinkContent: TerminalMapped {
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        ButtonWidget(style: .link, action: { [weak events] in events?.handle(.activate) })
    }

    func configure(_ widget: TerminalWidget) { widget.isEnabled = isEnabled }
}

extension TapGestureContent: TerminalMapped {
    /// A borderless button around the tapped view: a click (or Enter when focused) taps.
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        ButtonWidget(style: .plain, action: { [weak events] in events?.handle(.activate) })
    }

    func configure(_ widget: TerminalWidget) {}
}

extension MenuContent: TerminalMapped {
    /// A menu-style picker whose pop-up lists the items; choosing one runs it.
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        let picker = PickerWidget(style: .menu)
        picker.onChange = { [weak events, weak picker] index in
            picker?.selectedIndex = nil
            events?.handle(.select(index))
        }
        return picker
    }

    func configure(_ widget: TerminalWidget) {
        guard let picker = widget as? PickerWidget else { return }
        picker.options = items
        picker.isEnabled = isEnabled
    }
}

extension NavigationLinkContent: TerminalMapped {
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        ChevronButtonWidget(style: .plain, action: { [weak events] in events?.handle(.activate) })
    }

    func configure(_ widget: TerminalWidget) { widget.isEnabled = isEnabled }
}

extension DisclosureContent: TerminalMapped {
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        DisclosureButtonWidget(style: .plain, action: { [weak events] in events?.handle(.activate) })
    }

    func configure(_ widget: TerminalWidget) {
        (widget as? DisclosureButtonWidget)?.isExpanded = isExpanded
        widget.isEnabled = isEnabled
    }
}

/// A plain button with a "›" at its trailing edge (a navigation link).
final class ChevronButtonWidget: ButtonWidget {
    override func draw(in buffer: inout CellBuffer) {
        super.draw(in: &buffer)
        buffer.write(
            "›", at: CellPoint(x: frame.width - 1, y: frame.height / 2), style: CellStyle(foreground: .gray))
    }
}

/// A plain button with a "▸ " (collapsed) or "▾ " (expanded) before its label (the
/// disclosure control of a disclosure group).
final class DisclosureButtonWidget: ButtonWidget {
    /// Whether the chevron points down.
    var isExpanded = false {
        didSet { if isExpanded != oldValue { setNeedsDisplay() } }
    }

    override func draw(in buffer: inout CellBuffer) {
        super.draw(in: &buffer)
        buffer.write(
            isExpanded ? "▾" : "▸", at: CellPoint(x: 0, y: frame.height / 2),
            style: CellStyle(dim: !isEnabledInTree))
    }
}
