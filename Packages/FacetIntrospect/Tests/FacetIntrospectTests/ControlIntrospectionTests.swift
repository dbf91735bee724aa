import FacetIntrospect
import FacetTerminal
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite struct ControlIntrospectionTests {
    @Test func textFieldPlaceholderStyle() {
        let model = Model()
        let calls = Calls<TextFieldWidget>()
        let host = TerminalHost(
            TextField("Name", text: Bindable(model).text)
                .introspect(
                    .textField, on: .terminal(.v1),
                    customize: calls.record { field in
                        field.placeholderStyle = CellStyle(foreground: .red, italic: true)
                    }))
        #expect(calls.count == 1)
        #expect(calls.last?.placeholder == "Name")
        #expect(!(calls.last is SecureFieldWidget))
        let point = host.position(of: "Name")
        #expect(point != nil)
        if let point {
            #expect(host.buffer[point.x, point.y].style.italic)
            #expect(host.buffer[point.x, point.y].style.foreground == .red)
        }
        model.text = "Ada"
        host.graph.flush()
        #expect(calls.count == 2)
        #expect(calls.isSameInstance)
    }

    @Test func textFieldDoesNotMatchASecureField() {
        let calls = Calls<TextFieldWidget>()
        let secure = Calls<SecureFieldWidget>()
        let model = Model()
        _ = TerminalHost(
            VStack {
                SecureField("Password", text: Bindable(model).text)
                    .introspect(.textField, on: .terminal(.v1), customize: calls.record())
                SecureField("Pin", text: Bindable(model).text)
                    .introspect(
                        .secureField, on: .terminal(.v1),
                        customize: secure.record { $0.secureCharacter = "*" })
            })
        #expect(calls.count == 0)
        #expect(secure.count == 1)
        #expect(secure.last?.placeholder == "Pin")
    }

    @Test func textEditor() {
        let model = Model()
        model.text = "Hello"
        let calls = Calls<TextEditorWidget>()
        _ = TerminalHost(
            TextEditor(text: Bindable(model).text)
                .introspect(.textEditor, on: .terminal(.v1), customize: calls.record()))
        #expect(calls.last?.text == "Hello")
    }

    @Test func toggleIndicatorsShowOnScreen() {
        let model = Model()
        let calls = Calls<ToggleWidget>()
        let host = TerminalHost(
            Toggle("Wi-Fi", isOn: Bindable(model).flag)
                .introspect(
                    .toggle, on: .terminal(.v1),
                    customize: calls.record { toggle in
                        toggle.onIndicator = "(*)"  // same width as the default: the layout is FacetUI's
                        toggle.offIndicator = "( )"
                    }))
        #expect(host.screen.contains("( )"))
        model.flag = true
        host.graph.flush()
        #expect(host.screen.contains("(*)"))
        #expect(calls.count == 2)
        #expect(calls.last?.isOn == true)
        #expect(calls.isSameInstance)
    }

    @Test func sliderAndStepper() {
        let model = Model()
        let sliders = Calls<SliderWidget>()
        let steppers = Calls<StepperWidget>()
        let host = TerminalHost(
            VStack {
                Slider(value: Bindable(model).value, in: 0...1)
                    .introspect(
                        .slider, on: .terminal(.v1), customize: sliders.record { $0.thumbCharacter = "◆" })
                Stepper("Count", value: Bindable(model).count)
                    .introspect(
                        .stepper, on: .terminal(.v1),
                        customize: steppers.record { $0.incrementSymbol = "(+)" })
            })
        #expect(sliders.last?.value == 0.5)
        #expect(host.screen.contains("◆"))
        #expect(steppers.count == 1)
        #expect(host.screen.contains("(+)"))
    }

    @Test func pickerStyles() {
        let model = Model()
        let menus = Calls<PickerWidget>()
        let segments = Calls<PickerWidget>()
        let wrong = Calls<PickerWidget>()
        _ = TerminalHost(
            VStack {
                Picker("Menu", selection: Bindable(model).count) {
                    Text("One").tag(0)
                    Text("Two").tag(1)
                }
                .pickerStyle(.menu)
                .introspect(.picker(style: .menu), on: .terminal(.v1), customize: menus.record())
                Picker("Segments", selection: Bindable(model).count) {
                    Text("One").tag(0)
                    Text("Two").tag(1)
                }
                .pickerStyle(.segmented)
                .introspect(.picker(style: .segmented), on: .terminal(.v1), customize: segments.record())
                .introspect(.picker(style: .menu), on: .terminal(.v1), customize: wrong.record())
            })
        #expect(menus.last?.resolvedStyle == .menu)
        #expect(segments.last?.resolvedStyle == .segmented)
        #expect(menus.last !== segments.last)
        #expect(wrong.count == 0)
    }

    @Test func progressStyles() {
        let linear = Calls<ProgressWidget>()
        let circular = Calls<ProgressWidget>()
        let host = TerminalHost(
            VStack {
                ProgressView(value: 0.5)
                    .introspect(
                        .progressView(style: .linear), on: .terminal(.v1),
                        customize: linear.record {
                            $0.filledCharacter = "#"
                        })
                ProgressView()
                    .introspect(
                        .progressView(style: .circular), on: .terminal(.v1), customize: circular.record())
            })
        #expect(linear.last?.fraction == 0.5)
        #expect(circular.last?.resolvedStyle == .circular)
        #expect(host.screen.contains("#"))
    }

    @Test func button() {
        let calls = Calls<ButtonWidget>()
        _ = TerminalHost(
            Button("Save") {}
                .introspect(.button, on: .terminal(.v1), customize: calls.record()))
        #expect(calls.count == 1)
        #expect(calls.last?.children.first is LabelWidget)
    }
}
