import CGTK
import CGTKSupport
import FacetGTK
import FacetTestSupport
import FacetUI
import Foundation
import Testing

/// Shows whether the button is pressed.
private struct PressMarker: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text(configuration.isPressed ? "down" : "up")
    }
}

@MainActor @Suite(.gtkAvailable)
struct ButtonMappingTests {
    @Test func anActiveButtonIsPressedForItsStyle() throws {
        let host = GTKHost(Button("Go") {}.buttonStyle(PressMarker()))
        let button = try host.widget("GtkButton")
        #expect(host.widgets("GtkLabel").compactMap(\.text) == ["up"])
        gtk_widget_set_state_flags(button.widget, GTK_STATE_FLAG_ACTIVE, 0)
        host.flush()
        #expect(host.widgets("GtkLabel").compactMap(\.text) == ["down"])
        gtk_widget_unset_state_flags(button.widget, GTK_STATE_FLAG_ACTIVE)
        host.flush()
        #expect(host.widgets("GtkLabel").compactMap(\.text) == ["up"])
    }
}
