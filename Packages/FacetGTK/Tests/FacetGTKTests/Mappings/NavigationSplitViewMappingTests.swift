import CGTK
import FacetGTK
import FacetTestSupport
import FacetUI
import Foundation
import Testing

private struct Parks: View {
    @State var selection: String? = "Zion"
    var body: some View {
        NavigationSplitView {
            List(["Acadia", "Yosemite", "Zion"], id: \.self, selection: $selection) { Text($0) }
                .navigationSplitViewColumnWidth(140)
        } detail: {
            Text(selection.map { "Park \($0)" } ?? "Choose a park")
        }
    }
}

/// Whether `widget` is `ancestor` or inside it.
@MainActor private func isInside(
    _ widget: UnsafeMutablePointer<GtkWidget>, _ ancestor: UnsafeMutablePointer<GtkWidget>?
) -> Bool {
    var current: UnsafeMutablePointer<GtkWidget>? = widget
    while let node = current {
        if node == ancestor { return true }
        current = gtk_widget_get_parent(node)
    }
    return false
}

@MainActor @Suite(.gtkAvailable)
struct NavigationSplitViewMappingTests {
    @Test func columnsAreTheFramesOfAPanedWithTheSidebarWidth() throws {
        let host = GTKHost(Parks(), size: CGSize(width: 480, height: 240))
        let split = try host.widget("GtkPaned")
        let paned: OpaquePointer = OpaquePointer(split.widget)
        #expect(gtk_paned_get_position(paned) == 140)
        let sidebar = gtk_paned_get_start_child(paned)
        let detail = gtk_paned_get_end_child(paned)
        let label = try host.widget("GtkLabel", text: "Park Zion")
        #expect(isInside(label.widget, detail))
        #expect(!isInside(label.widget, sidebar))
        let row = try host.widget("GtkLabel", text: "Acadia")
        #expect(isInside(row.widget, sidebar))
        let snapshot = try screenshot(host, name: "navigation-split-view")
        #expect(snapshot.distinctColorCount > 10, "the window rendered blank")
    }

    @Test func draggingTheHandleResizesTheSidebar() throws {
        let host = GTKHost(Parks(), size: CGSize(width: 480, height: 240))
        let paned = OpaquePointer(try host.widget("GtkPaned").widget)
        gtk_paned_set_position(paned, 200)
        host.flush()
        let column = try #require(
            host.backend.allWidgets.first { $0.content is NavigationSplitColumnContent })
        #expect(column.frame.width == 200)
        #expect(gtk_paned_get_position(paned) == 200)
    }
}
