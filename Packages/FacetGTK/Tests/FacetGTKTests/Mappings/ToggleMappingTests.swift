import CGTK
import FacetGTK
import FacetTestSupport
import FacetUI
import Foundation
import Testing

@MainActor @Suite(.gtkAvailable)
struct ToggleMappingTests {
    @Test func aSwitchInAFormRowSpansTheRowItsSwitchAtTheTrailingEdge() throws {
        let host = GTKHost(
            Form { Toggle("Notifications", isOn: .constant(true)) }, size: CGSize(width: 400, height: 200))
        let toggle = try host.widget("GtkSwitch")
        // The box holding the label's frame and the switch is placed; the switch is its last child.
        #expect(gtk_widget_get_last_child(toggle.placedWidget) == toggle.widget)
        let alone = GTKHost(
            VStack { Toggle("Notifications", isOn: .constant(true)) }, size: CGSize(width: 400, height: 200))
        let hugging = try alone.widget("GtkSwitch")
        guard host.present(), alone.present() else { return }
        let row = gtk_widget_get_width(toggle.placedWidget)
        let own = gtk_widget_get_width(hugging.placedWidget)
        #expect(row > 300, "the form row's toggle spans the row (\(row) points)")
        #expect(own < 250, "outside a form the toggle keeps its own width (\(own) points)")
        // The label's frame takes what the switch leaves: the switch is at the trailing edge.
        let label = try #require(gtk_widget_get_first_child(toggle.placedWidget))
        #expect(gtk_widget_get_width(label) + gtk_widget_get_width(toggle.widget) >= row - 20)
    }
}
