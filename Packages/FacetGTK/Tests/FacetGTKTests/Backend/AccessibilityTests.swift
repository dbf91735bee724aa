import CGTK
import FacetGTK
import FacetTestSupport
import FacetUI
import Foundation
import Testing

/// FacetUI's accessibility modifiers read back through GTK's own accessibility API (the
/// AT context GTK keeps for each widget).
@MainActor @Suite(.gtkAvailable)
struct AccessibilityTests {
    /// `nil` when `widget`'s string property is `expected`, else what it is.
    private func mismatch(_ widget: GTKWidget, _ property: GtkAccessibleProperty, _ expected: String)
        -> String?
    {
        guard let actual = facet_test_accessible_check_string(widget.widget, property, expected) else {
            return nil
        }
        defer { g_free(actual) }
        return String(cString: actual)
    }

    private func has(_ widget: UnsafeMutablePointer<GtkWidget>, _ property: GtkAccessibleProperty) -> Bool {
        gtk_test_accessible_has_property(OpaquePointer(widget), property) != 0
    }

    private func isHidden(_ widget: GTKWidget) -> Bool {
        guard
            gtk_test_accessible_has_state(OpaquePointer(widget.placedWidget), GTK_ACCESSIBLE_STATE_HIDDEN)
                != 0
        else { return false }
        return facet_test_accessible_check_state(widget.placedWidget, GTK_ACCESSIBLE_STATE_HIDDEN, 1) == nil
    }

    @Test func labelHintAndValueBecomeAccessibleProperties() throws {
        let host = GTKHost(
            VStack {
                Button("X") {}
                    .accessibilityLabel("Close")
                    .accessibilityHint("Closes the window")
                    .accessibilityValue("Open")
                Text("Plain")
            })
        let button = try host.widget("GtkButton")
        #expect(
            gtk_accessible_get_accessible_role(OpaquePointer(button.widget)) == GTK_ACCESSIBLE_ROLE_BUTTON)
        #expect(mismatch(button, GTK_ACCESSIBLE_PROPERTY_LABEL, "Close") == nil)
        #expect(mismatch(button, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Closes the window") == nil)
        #expect(mismatch(button, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "Open") == nil)
        let plain = try host.widget("GtkLabel", text: "Plain")
        #expect(!has(plain.widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION))
        #expect(!has(plain.widget, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT))
        #expect(!isHidden(plain))
    }

    @Test func aChangedLabelIsUpdatedAndARemovedHintReset() throws {
        let host = GTKHost(LabelledToggle())
        let button = try host.widget("GtkButton")
        #expect(mismatch(button, GTK_ACCESSIBLE_PROPERTY_LABEL, "Off") == nil)
        #expect(has(button.widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION))
        host.emit("clicked", on: button.widget)
        #expect(mismatch(button, GTK_ACCESSIBLE_PROPERTY_LABEL, "On") == nil)
        #expect(!has(button.widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION))
    }

    @Test func hiddenHidesEveryWidgetBelowAndALabelNeedsOneWidget() throws {
        let host = GTKHost(
            VStack {
                VStack {
                    Text("A"); Text("B")
                }.accessibilityHidden(true).accessibilityLabel("Pair")
                VStack { Text("C") }.accessibilityLabel("Single")
            })
        #expect(isHidden(try host.widget("GtkLabel", text: "A")))
        #expect(isHidden(try host.widget("GtkLabel", text: "B")))
        // "Pair" describes two widgets: no widget takes it.
        #expect(
            mismatch(try host.widget("GtkLabel", text: "A"), GTK_ACCESSIBLE_PROPERTY_LABEL, "Pair") != nil)
        let single = try host.widget("GtkLabel", text: "C")
        #expect(!isHidden(single))
        #expect(mismatch(single, GTK_ACCESSIBLE_PROPERTY_LABEL, "Single") == nil)
    }

    @Test func headingsAndTraitsDescribeTheRole() throws {
        let host = GTKHost(
            VStack {
                Text("Title").accessibilityHeading(.h2).accessibilityAddTraits([.isHeader, .isSelected])
                Text("Body").accessibilityAddTraits(.isButton).accessibilityRemoveTraits(.isButton)
                Text("★★★").accessibilityLabel("3 stars") + Text(" rating")
            })
        let title = try host.widget("GtkLabel", text: "Title")
        let level = facet_test_accessible_check_int(title.widget, GTK_ACCESSIBLE_PROPERTY_LEVEL, 2)
        #expect(level == nil)
        #expect(mismatch(title, GTK_ACCESSIBLE_PROPERTY_ROLE_DESCRIPTION, "heading") == nil)
        #expect(facet_test_accessible_check_state(title.widget, GTK_ACCESSIBLE_STATE_SELECTED, 1) == nil)
        let body = try host.widget("GtkLabel", text: "Body")
        #expect(!has(body.widget, GTK_ACCESSIBLE_PROPERTY_ROLE_DESCRIPTION))
        // A text's own label stands for its part; the rest is read as written.
        let rating = try host.widget("GtkLabel", text: "★★★ rating")
        #expect(mismatch(rating, GTK_ACCESSIBLE_PROPERTY_LABEL, "3 stars rating") == nil)
    }
}

/// A button whose accessibility label follows its state, with a hint only while off.
private struct LabelledToggle: View {
    @State private var isOn = false

    var body: some View {
        Button("Switch") { isOn.toggle() }
            .accessibilityLabel(isOn ? "On" : "Off")
            .accessibilityHint("Turns it on", isEnabled: !isOn)
    }
}
