import CGTK
import CGTKSupport
import FacetUI
import Foundation

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
