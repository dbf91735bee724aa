import FacetIntrospect
import FacetTerminal
import FacetTestSupport
import FacetUI
import Foundation
import Testing

/// The parity check: for every SwiftUI-Introspect view type FacetIntrospect has, a call
/// written as SwiftUI-Introspect's documentation writes it (`.iOS(...)`, `.macOS(...)`…,
/// the closure's type inferred) compiles once `.terminal(.v1)` is added, and the closure gets
/// the terminal widget class the type declares.
@MainActor @Suite struct UpstreamCallSiteTests {
    /// The class names of the widgets handed over, in order.
    final class Seen {
        var names: [String] = []
        func add(_ widget: AnyObject) { names.append(String(describing: type(of: widget))) }
    }

    @Test func controls() {
        let seen = Seen()
        _ = TerminalHost(
            VStack {
                Button("Tap") {}
                    .introspect(.button, on: .macOS(.v10_15, .v11, .v12, .v13, .v14), .terminal(.v1)) {
                        seen.add($0)
                    }
                Toggle("On", isOn: .constant(true))
                    .introspect(.toggle, on: .iOS(.v13, .v14, .v15, .v16, .v17), .terminal(.v1)) {
                        seen.add($0)
                    }
                Toggle("Switch", isOn: .constant(true))
                    .toggleStyle(.switch)
                    .introspect(.toggle(style: .switch), on: .iOS(.v16, .v17, .v18), .terminal(.v1)) {
                        seen.add($0)
                    }
                Toggle("Button", isOn: .constant(true))
                    .toggleStyle(.button)
                    .introspect(.toggle(style: .button), on: .macOS(.v12, .v13, .v14), .terminal(.v1)) {
                        seen.add($0)
                    }
                Toggle("Check", isOn: .constant(true))
                    .toggleStyle(.checkbox)
                    .introspect(.toggle(style: .checkbox), on: .macOS(.v10_15, .v11), .terminal(.v1)) {
                        seen.add($0)
                    }
                Slider(value: .constant(0.5))
                    .introspect(.slider, on: .iOS(.v13, .v14, .v15), .macOS(.v10_15), .terminal(.v1)) {
                        seen.add($0)
                    }
                Stepper("Count", value: .constant(1))
                    .introspect(.stepper, on: .iOS(.v13, .v14), .macOS(.v10_15), .terminal(.v1)) {
                        seen.add($0)
                    }
            }, width: 40, height: 12)
        #expect(
            seen.names == [
                "ButtonWidget", "ToggleWidget", "ToggleWidget", "ToggleWidget", "ToggleWidget",
                "SliderWidget",
                "StepperWidget",
            ])
    }

    @Test func textInput() {
        let seen = Seen()
        _ = TerminalHost(
            VStack {
                TextField("Name", text: .constant(""))
                    .introspect(
                        .textField, on: .iOS(.v13, .v14, .v15, .v16, .v17, .v18, .v26, .v27), .terminal(.v1)
                    ) {
                        seen.add($0)
                    }
                TextField("Notes", text: .constant(""), axis: .vertical)
                    .introspect(
                        .textField(axis: .vertical), on: .iOS(.v16, .v17), .visionOS(.v1), .terminal(.v1)
                    ) {
                        seen.add($0)
                    }
                SecureField("Password", text: .constant(""))
                    .introspect(.secureField, on: .iOS(.v13, .v14), .tvOS(.v13), .terminal(.v1)) {
                        seen.add($0)
                    }
                TextEditor(text: .constant("Text"))
                    .introspect(.textEditor, on: .iOS(.v14, .v15), .macOS(.v11), .terminal(.v1)) {
                        seen.add($0)
                    }
            }, width: 40, height: 10)
        #expect(
            seen.names == ["TextFieldWidget", "TextFieldWidget", "SecureFieldWidget", "TextEditorWidget"])
    }

    @Test func pickersAndProgress() {
        let seen = Seen()
        _ = TerminalHost(
            VStack {
                Picker("Menu", selection: .constant(0)) { Text("One").tag(0) }
                    .pickerStyle(.menu)
                    .introspect(.picker(style: .menu), on: .iOS(.v14, .v15), .macOS(.v11), .terminal(.v1)) {
                        seen.add($0)
                    }
                Picker("Segments", selection: .constant(0)) { Text("One").tag(0) }
                    .pickerStyle(.segmented)
                    .introspect(.picker(style: .segmented), on: .iOS(.v13), .tvOS(.v13), .terminal(.v1)) {
                        seen.add($0)
                    }
                ProgressView(value: 0.5)
                    .introspect(.progressView(style: .linear), on: .iOS(.v14), .macOS(.v11), .terminal(.v1)) {
                        seen.add($0)
                    }
                ProgressView()
                    .introspect(.progressView(style: .circular), on: .iOS(.v14), .terminal(.v1)) {
                        seen.add($0)
                    }
            }, width: 40, height: 10)
        #expect(seen.names == ["PickerWidget", "PickerWidget", "ProgressWidget", "ProgressWidget"])
    }

    @Test func datePickers() {
        let seen = Seen()
        let date = Binding.constant(Date(timeIntervalSinceReferenceDate: 820_000_000))
        _ = TerminalHost(
            VStack {
                DatePicker("Pick a date", selection: date)
                    .introspect(.datePicker, on: .iOS(.v13, .v14, .v15, .v16, .v17, .v18), .terminal(.v1)) {
                        seen.add($0)
                    }
                DatePicker("Pick a date", selection: date)
                    .datePickerStyle(.compact)
                    .introspect(
                        .datePicker(style: .compact), on: .iOS(.v14, .v15), .macOS(.v10_15_4, .v11),
                        .terminal(.v1)
                    ) {
                        seen.add($0)
                    }
                DatePicker("Pick a date", selection: date)
                    .datePickerStyle(.field)
                    .introspect(.datePicker(style: .field), on: .macOS(.v10_15, .v11, .v12), .terminal(.v1)) {
                        seen.add($0)
                    }
                DatePicker("Pick a date", selection: date)
                    .datePickerStyle(.graphical)
                    .introspect(
                        .datePicker(style: .graphical), on: .iOS(.v14, .v15), .macOS(.v10_15), .terminal(.v1)
                    ) {
                        seen.add($0)
                    }
                DatePicker("Pick a date", selection: date)
                    .datePickerStyle(.stepperField)
                    .introspect(.datePicker(style: .stepperField), on: .macOS(.v10_15, .v11), .terminal(.v1))
                {
                    seen.add($0)
                }
                DatePicker("Pick a date", selection: date)
                    .datePickerStyle(.wheel)
                    .introspect(
                        .datePicker(style: .wheel), on: .iOS(.v13, .v14), .visionOS(.v1), .terminal(.v1)
                    ) {
                        seen.add($0)
                    }
            }, width: 40, height: 24)
        #expect(seen.names == Array(repeating: "DatePickerWidget", count: 6))
    }

    @Test func lists() {
        let seen = Seen()
        _ = TerminalHost(
            VStack {
                ScrollView { Text("Row") }
                    .introspect(.scrollView, on: .iOS(.v13, .v14), .macOS(.v10_15), .terminal(.v1)) {
                        seen.add($0)
                    }
                List { Text("Row") }
                    .introspect(.list, on: .iOS(.v16, .v17, .v18), .terminal(.v1)) { seen.add($0) }
                List { Text("Row") }
                    .listStyle(.plain)
                    .introspect(.list(style: .plain), on: .iOS(.v16), .terminal(.v1)) { seen.add($0) }
                List { Text("Row") }
                    .listStyle(.grouped)
                    .introspect(.list(style: .grouped), on: .iOS(.v16), .tvOS(.v16), .terminal(.v1)) {
                        seen.add($0)
                    }
                List { Text("Row") }
                    .listStyle(.inset)
                    .introspect(.list(style: .inset), on: .iOS(.v14), .macOS(.v11), .terminal(.v1)) {
                        seen.add($0)
                    }
                List { Text("Row") }
                    .listStyle(.insetGrouped)
                    .introspect(.list(style: .insetGrouped), on: .iOS(.v14), .terminal(.v1)) { seen.add($0) }
                List { Text("Row") }
                    .listStyle(.sidebar)
                    .introspect(.list(style: .sidebar), on: .iOS(.v14), .macOS(.v10_15), .terminal(.v1)) {
                        seen.add($0)
                    }
                Form { Text("Row") }
                    .introspect(.form, on: .iOS(.v16, .v17), .tvOS(.v16), .terminal(.v1)) { seen.add($0) }
            }, width: 40, height: 40)
        #expect(seen.names == ["ScrollViewWidget"] + Array(repeating: "ListScrollWidget", count: 7))
    }

    @Test func navigationAndTabs() {
        let seen = Seen()
        _ = TerminalHost(
            VStack {
                NavigationStack { Text("Home").navigationTitle("Inbox") }
                    .introspect(.navigationStack, on: .iOS(.v16, .v17), .terminal(.v1)) { seen.add($0) }
                NavigationSplitView {
                    Text("Sidebar")
                } detail: {
                    Text("Detail")
                }
                .introspect(.navigationSplitView, on: .iOS(.v16), .macOS(.v13), .terminal(.v1)) {
                    seen.add($0)
                }
                NavigationView { Text("Home") }
                    .navigationViewStyle(.stack)
                    .introspect(.navigationView(style: .stack), on: .iOS(.v13), .terminal(.v1)) {
                        seen.add($0)
                    }
                TabView { Text("Page").tabItem { Text("One") } }
                    .introspect(.tabView, on: .iOS(.v13), .tvOS(.v13), .macOS(.v10_15), .terminal(.v1)) {
                        seen.add($0)
                    }
            }, width: 40, height: 30)
        #expect(
            seen.names == ["NavigationBarWidget", "SplitViewWidget", "NavigationBarWidget", "TabBarWidget"])
    }

    @Test func viewsAndPresentations() {
        let model = Model()
        let seen = Seen()
        let host = TerminalHost(
            VStack {
                Text("Label")
                    .introspect(.view, on: .iOS(.v13), .macOS(.v10_15), .terminal(.v1)) { seen.add($0) }
                Text("Anywhere")
                    .introspect(.window, on: .iOS(.v13), .macOS(.v10_15), .terminal(.v1)) { _ in
                        seen.names.append("window")
                    }
            }
            .sheet(isPresented: Bindable(model).flag) {
                Text("Sheet").introspect(.sheet, on: .iOS(.v13, .v14), .terminal(.v1)) { seen.add($0) }
            })
        model.flag = true
        host.graph.flush()
        #expect(seen.names.prefix(2) == ["LabelWidget", "window"])
        #expect(seen.names.last == "ModalWidget")
    }
}
