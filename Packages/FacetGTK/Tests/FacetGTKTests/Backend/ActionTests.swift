import CGTK
import FacetGTK
import FacetTestSupport
import FacetUI
import Foundation
import Testing

@MainActor @Suite(.gtkAvailable)
struct ActionTests {
    @Test func clickingAButtonRunsItsActionAndUpdatesTheLabel() throws {
        let form = FormModel()
        let host = GTKHost(SampleForm(form: form))
        let button = try host.widget("GtkButton")
        host.emit("clicked", on: button.widget)
        host.emit("clicked", on: button.widget)
        #expect(form.count == 2)
        #expect(try host.widget("GtkLabel", text: "Count: 2").updateCount == 2)
    }

    @Test func typingInAnEntryWritesTheBinding() throws {
        let form = FormModel()
        let host = GTKHost(SampleForm(form: form))
        let entry = try host.widget("GtkEntry")
        gtk_editable_set_text(OpaquePointer(entry.widget), "Ada")
        host.flush()
        #expect(form.name == "Ada")
        #expect(try host.widget("GtkLabel", text: "Hello, Ada!").text == "Hello, Ada!")
        // A change made by the app shows in the entry without echoing back as typing.
        form.name = "Grace"
        host.flush()
        #expect(entry.text == "Grace")
        #expect(form.name == "Grace")
    }

    @Test func switchSliderAndSegmentsWriteTheirBindings() throws {
        let form = FormModel()
        let host = GTKHost(SampleForm(form: form))
        let toggle = try host.widget("GtkSwitch")
        gtk_switch_set_active(toggle.opaquePointer, 1)
        host.flush()
        #expect(form.isOn)

        let scale = try host.widget("GtkScale")
        gtk_range_set_value(
            UnsafeMutableRawPointer(scale.widget).assumingMemoryBound(to: GtkRange.self), 0.75)
        host.flush()
        #expect(form.volume == 0.75)

        let segments = try #require(host.widgets("GtkBox").last)
        let mint = try #require(gtk_widget_get_last_child(segments.widget))
        gtk_toggle_button_set_active(
            UnsafeMutableRawPointer(mint).assumingMemoryBound(to: GtkToggleButton.self), 1)
        host.flush()
        #expect(form.flavour == "Mint")
    }

    @Test func anUpdateTouchesOnlyTheWidgetThatChanged() throws {
        let form = FormModel()
        let host = GTKHost(SampleForm(form: form))
        let before = host.backend.allWidgets
        let count = try host.widget("GtkLabel", text: "Count: 0")
        form.count = 5
        host.flush()
        let after = host.backend.allWidgets
        #expect(after.count == before.count)
        #expect(zip(before, after).allSatisfy { $0 === $1 })
        #expect(count.text == "Count: 5")
        #expect(after.filter { $0.updateCount > 0 }.map(\.typeName) == ["GtkLabel"])
    }
}

@MainActor @Suite(.gtkAvailable)
struct StepperActionTests {
    @Test func aNumericStepperIsASpinButtonThatStepsTheValue() throws {
        let model = IntrospectedModel()
        model.count = 9
        let host = GTKHost(Stepper("Copies: \(model.count)", value: Bindable(model).count, in: 1...10))
        let spin = try host.widget("GtkSpinButton")
        #expect(gtk_spin_button_get_value(spin.opaquePointer) == 9)
        // The "+" button: GTK adds the step; FacetUI applies one step to the binding.
        gtk_spin_button_spin(spin.opaquePointer, GTK_SPIN_STEP_FORWARD, 1)
        host.flush()
        #expect(model.count == 10)
        // At the upper bound GTK cannot go further: the range ends at the value.
        var lower = 0.0
        var upper = 0.0
        gtk_spin_button_get_range(spin.opaquePointer, &lower, &upper)
        #expect(upper == 10 && lower < 1)
        gtk_spin_button_spin(spin.opaquePointer, GTK_SPIN_STEP_FORWARD, 1)
        host.flush()
        #expect(model.count == 10)
        gtk_spin_button_spin(spin.opaquePointer, GTK_SPIN_STEP_BACKWARD, 1)
        host.flush()
        #expect(model.count == 9)
    }

    @Test func aStepperWithOnlyActionsHasLinkedButtons() throws {
        let model = IntrospectedModel()
        let host = GTKHost(Stepper("Level", onIncrement: { model.count += 1 }, onDecrement: nil))
        let buttons = try host.widget("GtkBox")
        let minus = try #require(gtk_widget_get_first_child(buttons.widget))
        let plus = try #require(gtk_widget_get_last_child(buttons.widget))
        #expect(gtk_widget_get_sensitive(minus) == 0)
        host.emit("clicked", on: plus)
        #expect(model.count == 1)
    }
}

struct FocusForm: View {
    enum Field: Hashable { case name, email }
    @FocusState var focused: Field?
    @State var name = ""
    @State var email = ""
    let report: (Field?) -> Void

    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($focused, equals: .name)
            TextField("Email", text: $email).focused($focused, equals: .email)
            Button("Next") { focused = .email }
        }
        .onChange(of: focused) { _, new in report(new) }
    }
}

@MainActor @Suite(.gtkAvailable)
struct FocusTests {
    @Test func focusFollowsGTKAndTheFocusStateMovesIt() throws {
        var reports: [FocusForm.Field?] = []
        let host = GTKHost(FocusForm { reports.append($0) })
        #expect(host.present())
        let entries = host.widgets("GtkEntry")
        #expect(entries.count == 2)
        // The user clicks into the first entry: GTK moves focus, @FocusState follows.
        gtk_widget_grab_focus(entries[0].widget)
        _ = GTK.run(
            until: {
                host.graph.flush(); return reports.last == .name
            }, timeout: 2)
        #expect(reports.last == .name)
        // The app moves focus: GTK's focus goes to the second entry.
        host.emit("clicked", on: try host.widget("GtkButton").widget)
        _ = GTK.run(until: { gtk_widget_has_focus(Self.text(in: entries[1].widget)) != 0 }, timeout: 2)
        #expect(gtk_widget_has_focus(Self.text(in: entries[1].widget)) != 0)
        #expect(reports.last == .email)
    }

    /// The entry's inner `GtkText`, which holds the keyboard focus.
    static func text(in entry: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        gtk_widget_get_first_child(entry)
    }
}

@MainActor @Suite(.gtkAvailable)
struct KeyboardShortcutTests {
    /// The window's key controller (the one `enableKeyboardShortcuts` added).
    func keyController(_ host: GTKHost) throws -> OpaquePointer {
        let controllers = gtk_widget_observe_controllers(host.backend.window)!
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        for index in 0..<g_list_model_get_n_items(controllers) {
            let controller = g_list_model_get_item(controllers, index)!
            g_object_unref(controller)
            if facet_is_a(controller, gtk_event_controller_key_get_type()) != 0 {
                return OpaquePointer(controller)
            }
        }
        throw GTKTestFailure("the window has no key controller")
    }

    @Test func ctrlAndAKeyActivateTheViewWithThatShortcut() throws {
        let model = IntrospectedModel()
        let host = GTKHost(
            VStack {
                Button("Save") { model.count += 1 }.keyboardShortcut("s")
                Button("Cancel") { model.count -= 10 }.keyboardShortcut(.cancelAction)
            })
        let controller = try keyController(host)
        #expect(
            facet_emit_key_pressed(
                UnsafeMutableRawPointer(controller), UInt32(GDK_KEY_s), 0, GDK_CONTROL_MASK) != 0)
        #expect(model.count == 1)
        // Without Ctrl, "s" is not Command-S: the key is left to the focused widget.
        #expect(
            facet_emit_key_pressed(
                UnsafeMutableRawPointer(controller), UInt32(GDK_KEY_s), 0, GdkModifierType(0)) == 0)
        #expect(model.count == 1)
        #expect(
            facet_emit_key_pressed(
                UnsafeMutableRawPointer(controller), UInt32(GDK_KEY_Escape), 0, GdkModifierType(0)) != 0)
        #expect(model.count == -9)
    }
}

/// A failure of a test's own set-up, with what was missing.
struct GTKTestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
