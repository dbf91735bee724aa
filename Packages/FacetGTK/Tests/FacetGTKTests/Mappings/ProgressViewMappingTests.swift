import CGTK
import CGTKSupport
import FacetGTK
import FacetTestSupport
import FacetUI
import Foundation
import Testing

@MainActor @Suite(.gtkAvailable)
struct ProgressViewMappingTests {
    @Test func theLabelsRowSitsAboveTheBarInItsBox() throws {
        let view = ProgressView(value: 0.5) {
            Text("Copying")
        } currentValueLabel: {
            Text("half")
        }
        let host = GTKHost(view.padding(16), size: CGSize(width: 320, height: 120))
        let bar = try host.widget("GtkProgressBar")
        #expect(String(cString: facet_type_name(bar.placedWidget)) == "GtkBox")
        #expect(gtk_progress_bar_get_fraction(OpaquePointer(bar.widget)) == 0.5)
        let label = try host.widget("GtkLabel", text: "Copying")
        let current = try host.widget("GtkLabel", text: "half")
        // Both labels are the progress view's, in the frame of its box above the bar.
        #expect(label.parent === bar && current.parent === bar)
        #expect(gtk_widget_is_ancestor(label.widget, bar.placedWidget) != 0)
        #expect(bar.insets.bottom > 0 && bar.insets.top == 0)
        #expect(label.frame.minX == 0 && current.frame.maxX == bar.frame.width)
        #expect(label.frame.maxY <= bar.frame.height - bar.insets.bottom)
        #expect(bar.frame.width == 288)
    }

    @Test func aSpinnersLabelsFollowIt() throws {
        let host = GTKHost(ProgressView("Loading").padding(16), size: CGSize(width: 320, height: 120))
        let spinner = try host.widget("GtkSpinner")
        #expect(String(cString: facet_type_name(spinner.placedWidget)) == "GtkBox")
        let label = try host.widget("GtkLabel", text: "Loading")
        #expect(label.parent === spinner)
        #expect(spinner.insets.leading > 0 && label.frame.minX == spinner.insets.leading)
    }

    @Test func anUnlabelledBarIsTheBarAlone() throws {
        let host = GTKHost(ProgressView(value: 0.25), size: CGSize(width: 320, height: 120))
        let bar = try host.widget("GtkProgressBar")
        #expect(bar.placedWidget == bar.widget)
        #expect(bar.insets == EdgeInsets())
    }

    @Test func aDateIntervalStillToComeShowsAFullBarAndTheWholeTime() throws {
        let start = Date().addingTimeInterval(1000)
        let view = ProgressView(timerInterval: start...start.addingTimeInterval(90))
        let host = GTKHost(view.padding(16), size: CGSize(width: 320, height: 120))
        let bar = try host.widget("GtkProgressBar")
        #expect(gtk_progress_bar_get_fraction(OpaquePointer(bar.widget)) == 1)
        #expect(try host.widget("GtkLabel", text: "1:30").parent === bar)
    }
}
