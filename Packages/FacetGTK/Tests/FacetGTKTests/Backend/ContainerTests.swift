import CGTK
import FacetGTK
import FacetTestSupport
import FacetUI
import Foundation
import Observation
import Testing

@Observable @MainActor final class ContainerModel {
    var tab = 0
    var showsSheet = false
    var selection: Int?
}

@MainActor @Suite(.gtkAvailable)
struct ContainerTests {
    @Test func choosingATabInTheSwitcherShowsItsContent() throws {
        let model = ContainerModel()
        let host = GTKHost(
            TabView(selection: Bindable(model).tab) {
                Text("First page").tabItem { Text("One") }.tag(0)
                Text("Second page").tabItem { Text("Two") }.tag(1)
            })
        let stack = try host.widget("GtkStack")
        #expect(host.backend.allWidgets.compactMap(\.text) == ["First page"])
        gtk_stack_set_visible_child_name(stack.opaquePointer, "1")
        host.flush()
        #expect(model.tab == 1)
        #expect(host.backend.allWidgets.compactMap(\.text) == ["Second page"])
        // The content sits below the switcher, inside the tab view's frame.
        let page = try host.widget("GtkLabel", text: "Second page")
        #expect(page.parent === stack)
        #expect(page.frame.minY >= stack.insets.top && stack.insets.top > 0)
    }

    @Test func aLabeledContentsLabelUnderLabelsHiddenIsNotShownAndTakesNoRoom() throws {
        let host = GTKHost(
            VStack(alignment: .leading, spacing: 0) {
                LabeledContent("Version", value: "1.2").labelsHidden().fixedSize()
                LabeledContent("Version", value: "1.2").fixedSize()
            })
        let labels = host.widgets("GtkLabel").filter { $0.text == "Version" }
        let values = host.widgets("GtkLabel").filter { $0.text == "1.2" }
        try #require(labels.count == 2 && values.count == 2)
        // The hidden label is drawn fully transparent; the shown one is not.
        let hidden = try #require(labels[0].parent)
        #expect(gtk_widget_get_opacity(hidden.widget) == 0)
        #expect(labels[1].parent.map { gtk_widget_get_opacity($0.widget) } != 0)
        // Without the label, the value sits further left by the label's width at least.
        #expect(values[1].frame.minX - values[0].frame.minX >= labels[1].frame.width)
    }

    @Test func navigationLinksPushAndTheBackButtonPops() throws {
        let host = GTKHost(
            NavigationStack {
                NavigationLink("Details") { Text("Detail page").navigationTitle("Details") }
                    .navigationTitle("Home")
            })
        let bar = try host.widget("GtkHeaderBar")
        let title = try #require(gtk_header_bar_get_title_widget(bar.opaquePointer))
        #expect(String(cString: gtk_label_get_text(OpaquePointer(title))) == "Home")
        host.emit("clicked", on: try host.widget("GtkButton").widget)
        #expect(String(cString: gtk_label_get_text(OpaquePointer(title))) == "Details")
        #expect(host.backend.allWidgets.compactMap(\.text).contains("Detail page"))
        // The back button is the header bar's first child widget that is a button.
        let back = try #require(Self.firstButton(in: bar.widget))
        #expect(gtk_widget_get_visible(back) != 0)
        host.emit("clicked", on: back)
        #expect(String(cString: gtk_label_get_text(OpaquePointer(title))) == "Home")
        #expect(gtk_widget_get_visible(back) == 0)
    }

    @Test func aSheetIsAModalWindowAndClosingItDismissesIt() throws {
        let model = ContainerModel()
        let host = GTKHost(
            Button("Open") { model.showsSheet = true }
                .sheet(isPresented: Bindable(model).showsSheet) { Text("In the sheet") })
        host.emit("clicked", on: try host.widget("GtkButton").widget)
        let sheet = try #require(host.backend.allWidgets.first { $0.window != nil })
        let window = try #require(sheet.window)
        let gtkWindow = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
        #expect(gtk_widget_get_visible(window) != 0)
        #expect(gtk_window_get_modal(gtkWindow) != 0)
        #expect(
            gtk_window_get_transient_for(gtkWindow)
                == UnsafeMutableRawPointer(host.backend.window).assumingMemoryBound(to: GtkWindow.self))
        #expect(try host.widget("GtkLabel", text: "In the sheet").parent === sheet)
        // The user closes the window.
        gtk_window_close(gtkWindow)
        host.flush()
        #expect(!model.showsSheet)
        #expect(gtk_widget_get_visible(window) == 0)
        #expect(host.backend.allWidgets.first { $0.window != nil } == nil)
    }

    @Test func aClickOnAListRowSelectsIt() throws {
        let model = ContainerModel()
        let host = GTKHost(
            List(selection: Bindable(model).selection) {
                Text("Apples").tag(0)
                Text("Pears").tag(1)
            })
        let list = try host.widget("GtkListBox")
        let pears = try host.widget("GtkLabel", text: "Pears")
        #expect(pears.parent === list)
        let rows = try #require(list.content as? ListContent).rows.filter { $0.kind == .row }
        #expect(rows.count == 2)
        // GtkGestureClick's "released" with the row's y, as a click would send it.
        let frame = try #require(list.childFrame)
        var controllers: [OpaquePointer] = []
        let model_ = gtk_widget_observe_controllers(frame)!
        for index in 0..<g_list_model_get_n_items(model_) {
            controllers.append(OpaquePointer(g_list_model_get_item(model_, index)))
        }
        g_object_unref(UnsafeMutableRawPointer(model_))
        let gesture = try #require(controllers.first)
        facet_emit_released(UnsafeMutableRawPointer(gesture), 1, 5, Double(rows[1].frame.midY))
        controllers.forEach { g_object_unref(UnsafeMutableRawPointer($0)) }
        host.flush()
        #expect(model.selection == 1)
        // GTK draws the selection: the list box's second row is selected.
        let second = try #require(gtk_list_box_get_row_at_index(list.opaquePointer, 1))
        #expect(gtk_list_box_row_is_selected(second) != 0)
        #expect(gtk_list_box_get_selected_row(list.opaquePointer) == second)
        // Selecting with the keyboard (GTK selects the row) writes the binding too.
        let first = try #require(gtk_list_box_get_row_at_index(list.opaquePointer, 0))
        gtk_list_box_select_row(list.opaquePointer, first)
        host.flush()
        #expect(model.selection == 0)
    }

    @Test func shapesAndColoursAreDrawn() throws {
        let host = GTKHost(
            HStack(spacing: 0) {
                Color.red.frame(width: 50, height: 50)
                Circle().fill(Color.blue).frame(width: 50, height: 50)
            }, size: CGSize(width: 100, height: 50))
        #expect(host.widgets("GtkDrawingArea").count == 2)
        let pixels = try host.renderWindow().pixels
        // Premultiplied ARGB: the red square's centre, the blue circle's centre.
        #expect(pixels[25 * 100 + 25] == 0xFFFF_3B30)
        #expect(pixels[25 * 100 + 75] == 0xFF00_7AFF)
    }

    private static func firstButton(in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<
        GtkWidget
    >? {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if String(cString: facet_type_name(current)) == "GtkButton" { return current }
            if let found = firstButton(in: current) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }
}
