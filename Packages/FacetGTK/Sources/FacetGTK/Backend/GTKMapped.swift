import CGTK
import CGTKSupport
import FacetUI
import Foundation

/// A kind of widget content that the GTK backend can show: it makes its GTK widget (wiring
/// user actions to the view's event handler), keeps it up to date, and says how it is
/// sized. Each content type adopts it in `Mappings/`.
@MainActor
protocol GTKMapped: WidgetContent {
    /// Contents with the same key are drawn with the same widget structure (a switch and a
    /// checkbox differ): the measurer keeps one sample widget per key.
    var structureKey: String { get }
    /// A new widget for this content.
    func makeGTKWidget() -> GTKWidget
    /// Applies this content to `widget` (made by `makeGTKWidget`). Signals raised meanwhile
    /// are muted.
    func configure(_ widget: GTKWidget)
    /// The room the widget's chrome takes around the frame of its child views.
    func insets(_ measure: GTKMeasurer) -> EdgeInsets
    /// The size of a widget without child views for `proposal`.
    func size(for proposal: ProposedViewSize, _ measure: GTKMeasurer) -> CGSize
    /// Where GTK puts the child frame inside the widget; FacetUI's child frames, which
    /// include the insets, are moved by it. It differs from the insets where GTK stretches
    /// the frame over room the insets keep free (a button taller than its label).
    func childOffset(_ measure: GTKMeasurer) -> CGPoint
}

extension GTKMapped {
    var structureKey: String { kind }

    func childOffset(_ measure: GTKMeasurer) -> CGPoint {
        let insets = insets(measure)
        return CGPoint(x: insets.leading, y: insets.top)
    }

    func insets(_ measure: GTKMeasurer) -> EdgeInsets { EdgeInsets() }

    /// The widget's natural size.
    func size(for proposal: ProposedViewSize, _ measure: GTKMeasurer) -> CGSize {
        measure.naturalSize(of: self, width: nil).size
    }

    /// The proposed width (at least the widget's minimum; infinite when the proposal is, as a
    /// stack asks to learn how flexible a view is) and the natural height: controls that
    /// fill their row, such as entries and sliders.
    func fillingWidth(_ proposal: ProposedViewSize, _ measure: GTKMeasurer) -> CGSize {
        let natural = measure.naturalSize(of: self, width: proposal.finiteWidth)
        return CGSize(
            width: proposal.width.map { $0.isFinite ? max($0, natural.minimumWidth) : $0 }
                ?? natural.size.width,
            height: natural.size.height)
    }
}

/// Maps widget content to GTK widgets.
@MainActor
enum GTKWidgetFactory {
    /// A new widget for `content`, with user actions wired to `events`. Content GTK does not
    /// know becomes a plain frame, so that its children still show.
    static func makeWidget(for content: any WidgetContent, events: (any WidgetEventHandler)?) -> GTKWidget {
        let widget =
            (content as? any GTKMapped)?.makeGTKWidget()
            ?? GTKWidget.makeFrame(content: content)
        widget.events = events
        if content is any GTKFocusReporting { reportFocus(of: widget) }
        configure(widget, with: content)
        return widget
    }

    /// Sends `.focus(true)` when keyboard focus enters the widget (or a widget inside it, such
    /// as an entry's text) and `.focus(false)` when it leaves, for `@FocusState`.
    private static func reportFocus(of widget: GTKWidget) {
        let controller = gtk_event_controller_focus_new()!
        Signals.connect(UnsafeMutableRawPointer(controller), "enter") { [weak widget] in
            widget?.send(.focus(true))
        }
        Signals.connect(UnsafeMutableRawPointer(controller), "leave") { [weak widget] in
            widget?.send(.focus(false))
        }
        gtk_widget_add_controller(widget.widget, controller)
    }

    /// Applies `content` to `widget`.
    static func configure(_ widget: GTKWidget, with content: any WidgetContent) {
        widget.content = content
        widget.configuring { (content as? any GTKMapped)?.configure(widget) }
    }
}

extension GTKWidget {
    /// A bare frame: a widget that only holds child views.
    static func makeFrame(content: any WidgetContent) -> GTKWidget {
        let frame = facet_frame_new()!
        return GTKWidget(widget: frame, childFrame: frame, content: content, events: nil)
    }
}

extension ProposedViewSize {
    /// The proposed width when it is a real length (`nil` for "ideal" and for the infinite
    /// width stacks propose to learn a view's maximum): the width to measure GTK at.
    var finiteWidth: CGFloat? { width.flatMap { $0.isFinite ? $0 : nil } }
    /// The proposed height when it is a real length.
    var finiteHeight: CGFloat? { height.flatMap { $0.isFinite ? $0 : nil } }
}

/// Content whose widget takes keyboard focus and reports it (`@FocusState` follows it);
/// each adopts it in its mapping file.
protocol GTKFocusReporting {}
