import CGTK
import FacetGTK
import FacetTestSupport
import FacetUI
import Foundation
import Testing

@MainActor @Suite(.gtkAvailable)
struct SliderMappingTests {
    @Test func valueLabelsAreLabelsOnEitherSideOfTheScale() throws {
        let host = GTKHost(
            Slider(value: .constant(0.5), in: 0...1) {
                Text("Size")
            } minimumValueLabel: {
                Text("Small")
            } maximumValueLabel: {
                Text("Large")
            }, size: CGSize(width: 300, height: 60))
        let scale = try host.widget("GtkScale")
        // The scale is the widget (introspection hands it over); a box around it is placed.
        #expect(scale.placedWidget != scale.widget)
        let first = try #require(gtk_widget_get_first_child(scale.placedWidget))
        let last = try #require(gtk_widget_get_last_child(scale.placedWidget))
        func text(_ label: UnsafeMutablePointer<GtkWidget>) -> String {
            String(cString: gtk_label_get_text(OpaquePointer(label)))
        }
        #expect(text(first) == "Small" && text(last) == "Large")
        #expect(gtk_widget_get_next_sibling(first) == scale.widget)
        // The scale takes the width the labels leave.
        if host.present() {
            let width = gtk_widget_get_width(scale.widget)
            #expect(width > 100 && width <= 300 - gtk_widget_get_width(first) - gtk_widget_get_width(last))
        }

        let plain = GTKHost(Slider(value: .constant(0.5)), size: CGSize(width: 300, height: 60))
        let alone = try plain.widget("GtkScale")
        #expect(alone.placedWidget == alone.widget)
    }
}
