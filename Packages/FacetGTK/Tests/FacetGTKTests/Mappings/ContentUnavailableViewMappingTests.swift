import FacetTestSupport
import FacetUI
import Foundation
import Testing

@MainActor @Suite(.gtkAvailable)
struct ContentUnavailableViewMappingTests {
    @Test func itIsDrawnWithNativeLabelsAnIconAndAButton() throws {
        let view = ContentUnavailableView {
            Label("No Results", systemImage: "magnifyingglass")
        } description: {
            Text("Check the spelling or try a new search.")
        } actions: {
            Button("Clear Search") {}
        }
        let host = GTKHost(view, size: CGSize(width: 360, height: 240))
        let title = try host.widget("GtkLabel", text: "No Results")
        let description = try host.widget("GtkLabel", text: "Check the spelling or try a new search.")
        let button = try host.widget("GtkButton")
        #expect(host.widgets("GtkImage").count == 1)
        // Centred in the window, one above the other.
        #expect(abs(title.frame.midX - 180) <= 1 && abs(description.frame.midX - 180) <= 1)
        #expect(title.frame.maxY < description.frame.minY && description.frame.maxY < button.frame.minY)
        let snapshot = try screenshot(host, name: "content-unavailable-gtk")
        #expect(snapshot.distinctColorCount > 10, "the window rendered blank")
    }
}
