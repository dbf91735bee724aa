import CGTK
import CGTKSupport
import FacetTestSupport
import FacetUI
import Foundation
import Testing

@testable import FacetGTK

@MainActor @Suite(.gtkAvailable)
struct FocusableMappingTests {
    struct Swatches: View {
        @FocusState var isFocused: Bool
        let report: (Bool) -> Void
        var body: some View {
            VStack {
                Text("Swatch").focusable().focused($isFocused)
                Text("Off").focusable(false)
            }
            .onChange(of: isFocused) { _, new in report(new) }
        }
    }

    @Test func aFocusableViewIsAFrameGTKCanFocusAndItsFocusIsReported() throws {
        var reports: [Bool] = []
        let host = GTKHost(Swatches { reports.append($0) })
        #expect(host.present())
        let areas = host.widgets("FacetFrame").filter { $0.content is FocusableContent }
        #expect(areas.count == 2)
        #expect(areas.map { gtk_widget_get_focusable($0.widget) != 0 } == [true, false])
        gtk_widget_grab_focus(areas[0].widget)
        _ = GTK.run(
            until: {
                host.graph.flush()
                return reports.last == true
            }, timeout: 2)
        #expect(reports.last == true)
    }
}
