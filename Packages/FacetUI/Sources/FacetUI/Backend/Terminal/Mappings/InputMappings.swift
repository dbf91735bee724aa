import FacetTerminal

// Text inputs and value controls: widgets that edit a value.

extension TextFieldContent: TerminalMapped {
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        let field = isSecure ? SecureFieldWidget(text: text) : TextFieldWidget(text: text)
        field.onChange = { [weak events] text in events?.handle(.text(text)) }
        field.onSubmit = { [weak events] in events?.handle(.submit) }
        field.onEditingChanged = { [weak events] isEditing in events?.handle(.focus(isEditing)) }
        return field
    }

    func configure(_ widget: TerminalWidget) {
        guard let field = widget as? TextFieldWidget else { return }
        field.text = text
        field.placeholder = placeholder
        field.isEnabled = isEnabled
    }
}

extension TextEditorContent: TerminalMapped {
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        let editor = TextEditorWidget(text: text)
        editor.onChange = { [weak events] text in events?.handle(.text(text)) }
        return editor
    }

    func configure(_ widget: TerminalWidget) {
        guard let editor = widget as? TextEditorWidget else { return }
        editor.text = text
        editor.isEnabled = isEnabled
    }
}

extension SliderContent: TerminalMapped {
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        let slider = SliderWidget(value: value, range: bounds, step: step)
        slider.onChange = { [weak events] value in events?.handle(.value(value)) }
        return slider
    }

    func configure(_ widget: TerminalWidget) {
        guard let slider = widget as? SliderWidget else { return }
        slider.range = bounds
        slider.step = step
        slider.value = value
        slider.isEnabled = isEnabled
    }
}

extension StepperContent: TerminalMapped {
    /// The widget draws "[-] [+]"; the view applies the steps (and its label is drawn by
    /// the label's own widgets).
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        let stepper = StepperWidget()
        stepper.onIncrement = { [weak events] in events?.handle(.step(true)) }
        stepper.onDecrement = { [weak events] in events?.handle(.step(false)) }
        return stepper
    }

    func configure(_ widget: TerminalWidget) {
        guard let stepper = widget as? StepperWidget else { return }
        stepper.isEnabled = isEnabled
    }
}

extension PickerContent: TerminalMapped {
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget {
        let picker = PickerWidget()
        picker.onChange = { [weak events] index in events?.handle(.select(index)) }
        return picker
    }

    func configure(_ widget: TerminalWidget) {
        guard let picker = widget as? PickerWidget else { return }
        picker.title = title
        picker.options = options
        picker.selectedIndex = selectedIndex
        picker.style = TerminalStyle.pickerStyle(style)
        picker.isEnabled = isEnabled
    }
}

extension ProgressContent: TerminalMapped {
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget { ProgressWidget() }

    func configure(_ widget: TerminalWidget) {
        guard let progress = widget as? ProgressWidget else { return }
        progress.fraction = fraction
        progress.style = resolvedStyle == .circular ? .circular : .linear
    }
}
