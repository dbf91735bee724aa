import CGTK
import FacetGTK
import FacetTestSupport
import FacetUI
import Foundation
import Testing

@MainActor @Suite(.gtkAvailable)
struct ResizeTests {
    @Test func aLargerWindowIsLaidOutAgainAtItsNewSize() throws {
        let host = GTKHost(
            VStack { TextField("Name", text: .constant("")) }, size: CGSize(width: 300, height: 200))
        var sizes: [CGSize] = []
        host.backend.onResize = { size in
            sizes.append(size)
            host.graph.resize(to: size)
        }
        #expect(host.present())
        #expect(try host.widget("GtkEntry").frame.width == 300)
        // The window grows (as when the user drags its corner).
        gtk_widget_set_size_request(host.backend.window, 480, 200)
        #expect(GTK.run(until: { gtk_widget_get_width(host.backend.rootFrame) == 480 }))
        host.flush()
        #expect(sizes.last == CGSize(width: 480, height: 200))
        #expect(try host.widget("GtkEntry").frame.width == 480)
    }
}
