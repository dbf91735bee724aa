import CGTK
import CGTKSupport
import FacetUI
import Foundation

// Frames, scrolling, navigation, tabs, group boxes and modals: widgets that hold other
// widgets (lists are in ListMapping.swift).

extension ContainerContent: GTKMapped {
    /// A frame with the container's opacity, visibility and clipping.
    func makeGTKWidget() -> GTKWidget { GTKWidget.makeFrame(content: self) }

    func configure(_ widget: GTKWidget) {
        gtk_widget_set_opacity(widget.widget, isHidden ? 0 : opacity)
        gtk_widget_set_overflow(widget.widget, clipsContent ? GTK_OVERFLOW_HIDDEN : GTK_OVERFLOW_VISIBLE)
    }
}

extension ScrollViewContent: GTKMapped {
    /// A `GtkScrolledWindow` around a frame as large as the content; scrolling sends the
    /// new offset, and an offset set by the app scrolls it.
    func makeGTKWidget() -> GTKWidget {
        ScrollMapping.makeScroller(content: self)
    }

    func configure(_ widget: GTKWidget) {
        let horizontal = axes.contains(.horizontal) ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER
        let vertical = axes.contains(.vertical) ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER
        gtk_scrolled_window_set_policy(gtkCast(widget.placedWidget), horizontal, vertical)
        gtk_scrolled_window_set_overlay_scrolling(gtkCast(widget.placedWidget), showsIndicators ? 1 : 0)
        ScrollMapping.update(widget, contentSize: contentSize, offset: offset)
    }
}

/// Scrolled windows around a frame.
@MainActor
enum ScrollMapping {
    static func makeScroller(content: any WidgetContent) -> GTKWidget {
        let scroller = gtk_scrolled_window_new()!
        let frame = facet_frame_new()!
        gtk_scrolled_window_set_child(gtkCast(scroller), frame)
        let widget = GTKWidget(widget: scroller, childFrame: frame, content: content, events: nil)
        reportScrolling(of: widget)
        return widget
    }

    /// Sends the offset of `widget`'s scrolled window (its placed widget) when the user
    /// scrolls.
    static func reportScrolling(of widget: GTKWidget) {
        let scroller = widget.placedWidget
        let scrolled: @MainActor () -> Void = { [weak widget] in
            guard let widget else { return }
            let window: OpaquePointer = gtkCast(widget.placedWidget)
            widget.send(
                .scroll(
                    CGPoint(
                        x: gtk_adjustment_get_value(gtk_scrolled_window_get_hadjustment(window)),
                        y: gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment(window)))))
        }
        let window: OpaquePointer = gtkCast(scroller)
        Signals.connect(
            UnsafeMutableRawPointer(gtk_scrolled_window_get_hadjustment(window)), "value-changed", scrolled)
        Signals.connect(
            UnsafeMutableRawPointer(gtk_scrolled_window_get_vadjustment(window)), "value-changed", scrolled)
    }

    /// Sizes the content frame and scrolls to `offset` when the app moved it.
    static func update(_ widget: GTKWidget, contentSize: CGSize, offset: CGPoint) {
        if let frame = widget.childFrame {
            gtk_widget_set_size_request(frame, Int32(contentSize.width), Int32(contentSize.height))
        }
        let window: OpaquePointer = gtkCast(widget.placedWidget)
        let horizontal = gtk_scrolled_window_get_hadjustment(window)
        let vertical = gtk_scrolled_window_get_vadjustment(window)
        if gtk_adjustment_get_value(horizontal) != offset.x { gtk_adjustment_set_value(horizontal, offset.x) }
        if gtk_adjustment_get_value(vertical) != offset.y { gtk_adjustment_set_value(vertical, offset.y) }
    }
}

extension NavigationBarContent: GTKMapped {
    /// A `GtkHeaderBar` (without window buttons) with the title and a back button.
    func makeGTKWidget() -> GTKWidget {
        let bar = gtk_header_bar_new()!
        gtk_header_bar_set_show_title_buttons(gtkCast(bar), 0)
        let title = gtk_label_new(nil)!
        gtk_widget_add_css_class(title, "title")
        gtk_header_bar_set_title_widget(gtkCast(bar), title)
        let back = gtk_button_new_from_icon_name("go-previous-symbolic")!
        gtk_header_bar_pack_start(gtkCast(bar), back)
        let widget = GTKWidget(widget: bar, content: self, events: nil)
        widget.parts = [title, back]
        Signals.connect(UnsafeMutableRawPointer(back), "clicked") { [weak widget] in widget?.send(.activate) }
        return widget
    }

    func configure(_ widget: GTKWidget) {
        guard widget.parts.count == 2 else { return }
        gtk_label_set_text(gtkCast(widget.parts[0]), title)
        gtk_widget_set_visible(widget.parts[1], showsBackButton ? 1 : 0)
    }

    /// The proposed width; the bar's own height.
    func size(for proposal: ProposedViewSize, _ measure: GTKMeasurer) -> CGSize {
        let natural = measure.naturalSize(of: self, width: nil).size
        return CGSize(width: proposal.width ?? natural.width, height: natural.height)
    }
}

extension TabViewContent: GTKMapped {
    /// A `GtkStackSwitcher` over a `GtkStack` with one (empty) page per tab, above the frame of
    /// the selected tab's widgets; choosing a tab sends its index.
    func makeGTKWidget() -> GTKWidget {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let switcher = gtk_stack_switcher_new()!
        let stack = gtk_stack_new()!
        gtk_widget_set_halign(switcher, GTK_ALIGN_CENTER)
        gtk_stack_switcher_set_stack(gtkCast(switcher), gtkCast(stack))
        let frame = facet_frame_new()!
        gtk_widget_set_vexpand(frame, 1)
        gtk_box_append(gtkCast(box), switcher)
        gtk_box_append(gtkCast(box), stack)
        gtk_box_append(gtkCast(box), frame)
        let widget = GTKWidget(widget: stack, placedIn: box, childFrame: frame, content: self, events: nil)
        Signals.connectNotify(UnsafeMutableRawPointer(stack), property: "visible-child-name") {
            [weak widget] in
            guard let name = gtk_stack_get_visible_child_name(gtkCast(stack)),
                let index = Int(String(cString: name))
            else { return }
            widget?.send(.select(index))
        }
        return widget
    }

    func configure(_ widget: GTKWidget) {
        let stackWidget = widget.widget
        let stack: OpaquePointer = gtkCast(stackWidget)
        var existing: [String] = []
        var page = gtk_widget_get_first_child(stackWidget)
        while let current = page {
            existing.append(
                gtk_stack_page_get_title(gtk_stack_get_page(stack, current)).map { String(cString: $0) } ?? ""
            )
            page = gtk_widget_get_next_sibling(current)
        }
        if existing != titles {
            while let child = gtk_widget_get_first_child(stackWidget) { gtk_stack_remove(stack, child) }
            for (index, title) in titles.enumerated() {
                gtk_stack_add_titled(stack, gtk_box_new(GTK_ORIENTATION_VERTICAL, 0), "\(index)", title)
            }
        }
        if titles.indices.contains(selectedIndex) {
            gtk_stack_set_visible_child_name(stack, "\(selectedIndex)")
        }
    }

    /// The switcher's height above the content.
    func insets(_ measure: GTKMeasurer) -> EdgeInsets {
        measure.cachedInsets(for: self) {
            EdgeInsets(top: measure.chromeSize(of: self).height, leading: 0, bottom: 0, trailing: 0)
        }
    }
}

extension GroupBoxContent: GTKMapped {
    /// A `GtkFrame` with the title as its label around the content's frame.
    func makeGTKWidget() -> GTKWidget {
        let box = gtk_frame_new(nil)!
        let frame = facet_frame_new()!
        gtk_frame_set_child(gtkCast(box), frame)
        return GTKWidget(widget: box, childFrame: frame, content: self, events: nil)
    }

    var structureKey: String { title == nil ? "untitled" : "titled" }

    func configure(_ widget: GTKWidget) { gtk_frame_set_label(gtkCast(widget.widget), title) }

    /// The title above, the border around.
    func insets(_ measure: GTKMeasurer) -> EdgeInsets {
        measure.cachedInsets(for: self) {
            let chrome = measure.chromeSize(of: self)
            let side = (chrome.width / 2).rounded(.down)
            return EdgeInsets(
                top: chrome.height - side, leading: side, bottom: side, trailing: chrome.width - side)
        }
    }
}

extension ModalContent: GTKMapped {
    /// A modal `GtkWindow` (transient for the app's window) whose content is a frame; closing
    /// it dismisses the presentation.
    func makeGTKWidget() -> GTKWidget {
        let window = gtk_window_new()!
        gtk_window_set_modal(gtkCast(window), 1)
        gtk_window_set_hide_on_close(gtkCast(window), 1)
        let frame = facet_frame_new()!
        gtk_window_set_child(gtkCast(window), frame)
        let widget = GTKWidget(widget: frame, childFrame: frame, content: self, events: nil)
        widget.window = window
        Signals.connect(UnsafeMutableRawPointer(window), "hide") { [weak widget] in widget?.send(.dismiss) }
        return widget
    }

    var structureKey: String { presentation.rawValue }

    func configure(_ widget: GTKWidget) {
        guard let window = widget.window else { return }
        let title: String =
            switch presentation {
            case .sheet: ""
            case .alert: "Alert"
            case .confirmationDialog: "Confirm"
            }
        gtk_window_set_title(gtkCast(window), title)
    }
}
