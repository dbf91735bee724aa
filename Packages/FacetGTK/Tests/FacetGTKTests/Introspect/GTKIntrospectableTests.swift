import CGTK
import FacetGTK
import FacetIntrospect
import FacetTestSupport
import FacetUI
import Foundation
import Observation
import Testing

@Observable @MainActor final class IntrospectedModel {
    var text = "Ada"
    var isOn = true
    var value = 0.5
    var choice = 0
    var count = 0
}

/// Every introspectable type in one window: each hands over its own GTK widget.
@MainActor @Suite(.gtkAvailable)
struct GTKIntrospectableTests {
    @Test func eachIntrospectableTypeReceivesItsGTKWidget() throws {
        let model = IntrospectedModel()
        let received = Calls<GTKWidget>()
        _ = GTKHost(
            VStack {
                ScrollView { Text("Scrolled") }.introspect(
                    .scrollView, on: .gtk(.v4_8), customize: received.record())
                TextField("Name", text: Bindable(model).text)
                    .introspect(.textField, on: .gtk(.v4_8), customize: received.record())
                SecureField("Password", text: Bindable(model).text)
                    .introspect(.secureField, on: .gtk(.v4_8), customize: received.record())
                TextEditor(text: Bindable(model).text)
                    .introspect(.textEditor, on: .gtk(.v4_8), customize: received.record())
                Toggle("On", isOn: Bindable(model).isOn)
                    .introspect(.toggle, on: .gtk(.v4_8), customize: received.record())
                Slider(value: Bindable(model).value).introspect(
                    .slider, on: .gtk(.v4_8), customize: received.record())
                Stepper("Count", value: Bindable(model).count)
                    .introspect(.stepper, on: .gtk(.v4_8), customize: received.record())
                Picker("Menu", selection: Bindable(model).choice) { Text("A").tag(0) }
                    .pickerStyle(.menu)
                    .introspect(.picker(style: .menu), on: .gtk(.v4_8), customize: received.record())
                Picker("Segments", selection: Bindable(model).choice) { Text("A").tag(0) }
                    .pickerStyle(.segmented)
                    .introspect(.picker(style: .segmented), on: .gtk(.v4_8), customize: received.record())
                ProgressView(value: 0.5)
                    .introspect(.progressView(style: .linear), on: .gtk(.v4_8), customize: received.record())
                ProgressView()
                    .introspect(
                        .progressView(style: .circular), on: .gtk(.v4_8), customize: received.record())
                Button("Go") {}.introspect(.button, on: .gtk(.v4_8), customize: received.record())
                Text("Any").introspect(.view, on: .gtk(.v4_8), customize: received.record())
                Text("In the window").introspect(.window, on: .gtk(.v4_8), customize: received.record())
            }, size: CGSize(width: 400, height: 900))
        #expect(
            received.typeNames == [
                "GtkScrolledWindow", "GtkEntry", "GtkPasswordEntry", "GtkTextView", "GtkSwitch", "GtkScale",
                "GtkSpinButton", "GtkDropDown", "GtkBox", "GtkProgressBar", "GtkSpinner", "GtkButton",
                "GtkLabel", "GtkWindow",
            ])
    }

    @Test func containersReceiveTheirGTKWidgets() throws {
        let received = Calls<GTKWidget>()
        _ = GTKHost(
            VStack {
                List { Text("Row") }.introspect(.list, on: .gtk(.v4_8), customize: received.record())
                TabView {
                    Text("First").tabItem { Text("One") }
                    Text("Second").tabItem { Text("Two") }
                }
                .introspect(.tabView, on: .gtk(.v4_8), customize: received.record())
                NavigationStack { Text("Page").navigationTitle("Title") }
                    .introspect(.navigationStack, on: .gtk(.v4_8), customize: received.record())
            }, size: CGSize(width: 400, height: 600))
        #expect(received.typeNames == ["GtkListBox", "GtkStack", "GtkHeaderBar"])
    }
}
