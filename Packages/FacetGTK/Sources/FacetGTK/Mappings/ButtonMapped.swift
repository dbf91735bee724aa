import CGTK
import CGTKSupport
import FacetUI
import Foundation

/// Content drawn as a button around its label's frame: the button's padding and border
/// surround the label, and GTK puts the frame inside the padding.
@MainActor
protocol GTKButtonMapped: GTKMapped {}

extension GTKButtonMapped {
    func insets(_ measure: GTKMeasurer) -> EdgeInsets {
        measure.cachedInsets(for: self) { ControlMapping.surroundingInsets(of: self, measure) }
    }

    func childOffset(_ measure: GTKMeasurer) -> CGPoint { ControlMapping.paddingOffset(of: self, measure) }
}

/// Helpers shared by the control mappings.
@MainActor
enum ControlMapping {
    /// Points between a control and its label.
    static let spacing: Int32 = 8

    /// Adds or removes a CSS class.
    static func setClass(_ name: String, on widget: UnsafeMutablePointer<GtkWidget>, _ isSet: Bool) {
        if isSet { gtk_widget_add_css_class(widget, name) } else { gtk_widget_remove_css_class(widget, name) }
    }

    /// A button's padding and border split evenly around its label, and enough room above
    /// and below a one-line label for the button's minimum height.
    static func surroundingInsets(of content: any GTKMapped, _ measure: GTKMeasurer) -> EdgeInsets {
        let padding = measure.paddingSize(of: content)
        let horizontal = (padding.width / 2).rounded(.down)
        let vertical = max(
            (padding.height / 2).rounded(.down),
            centringInset(controlHeight: measure.chromeSize(of: content).height, measure))
        return EdgeInsets(
            top: vertical, leading: horizontal, bottom: vertical, trailing: padding.width - horizontal)
    }

    /// Where a button puts its child: inside its padding and border.
    static func paddingOffset(of content: any GTKMapped, _ measure: GTKMeasurer) -> CGPoint {
        let padding = measure.paddingSize(of: content)
        return CGPoint(x: (padding.width / 2).rounded(.down), y: (padding.height / 2).rounded(.down))
    }

    /// The room above and below a line of text that centres it on a control `controlHeight`
    /// high (a switch beside its label).
    static func centringInset(controlHeight: CGFloat, _ measure: GTKMeasurer) -> CGFloat {
        max(0, ((controlHeight - measure.lineHeight) / 2).rounded(.up))
    }

    /// A `GtkButton` without a frame whose child is the frame of its label's widgets.
    static func flatButton(content: any WidgetContent, cssClass: String?) -> GTKWidget {
        let frame = facet_frame_new()!
        let button = gtk_button_new()!
        gtk_button_set_has_frame(gtkCast(button), 0)
        gtk_button_set_child(gtkCast(button), frame)
        if let cssClass { gtk_widget_add_css_class(button, cssClass) }
        let widget = GTKWidget(widget: button, childFrame: frame, content: content, events: nil)
        Signals.connect(UnsafeMutableRawPointer(button), "clicked") { [weak widget] in widget?.send(.activate)
        }
        return widget
    }
}
