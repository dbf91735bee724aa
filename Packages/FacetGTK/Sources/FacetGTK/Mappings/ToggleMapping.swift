import CGTK
import CGTKSupport
import FacetUI
import Foundation

extension ToggleContent: GTKMapped {
    /// A checkbox is a `GtkCheckButton` with the label's frame as its child; a switch is a
    /// `GtkSwitch` after the label's frame (in a `GtkBox`); a button-style toggle a
    /// `GtkToggleButton`.
    func makeGTKWidget() -> GTKWidget {
        let frame = facet_frame_new()!
        switch style {
        case .checkbox:
            let check = gtk_check_button_new()!
            gtk_check_button_set_child(gtkCast(check), frame)
            let widget = GTKWidget(widget: check, childFrame: frame, content: self, events: nil)
            Signals.connect(UnsafeMutableRawPointer(check), "toggled") { [weak widget] in
                widget?.send(.toggle(gtk_check_button_get_active(gtkCast(check)) != 0))
            }
            return widget
        case .button:
            let toggle = gtk_toggle_button_new()!
            gtk_button_set_child(gtkCast(toggle), frame)
            let widget = GTKWidget(widget: toggle, childFrame: frame, content: self, events: nil)
            Signals.connect(UnsafeMutableRawPointer(toggle), "toggled") { [weak widget] in
                widget?.send(.toggle(gtk_toggle_button_get_active(gtkCast(toggle)) != 0))
            }
            return widget
        case .automatic, .switch:
            let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, ControlMapping.spacing)!
            let control = gtk_switch_new()!
            gtk_widget_set_hexpand(frame, 1)
            gtk_widget_set_valign(control, GTK_ALIGN_CENTER)
            gtk_box_append(gtkCast(box), frame)
            gtk_box_append(gtkCast(box), control)
            let widget = GTKWidget(
                widget: control, placedIn: box, childFrame: frame, content: self, events: nil)
            Signals.connectNotify(UnsafeMutableRawPointer(control), property: "active") { [weak widget] in
                widget?.send(.toggle(gtk_switch_get_active(gtkCast(control)) != 0))
            }
            return widget
        }
    }

    var structureKey: String { style == .automatic ? ToggleContent.Style.switch.rawValue : style.rawValue }

    func configure(_ widget: GTKWidget) {
        switch style {
        case .checkbox: gtk_check_button_set_active(gtkCast(widget.widget), isOn ? 1 : 0)
        case .button: gtk_toggle_button_set_active(gtkCast(widget.widget), isOn ? 1 : 0)
        case .automatic, .switch: gtk_switch_set_active(gtkCast(widget.widget), isOn ? 1 : 0)
        }
        gtk_widget_set_sensitive(widget.placedWidget, isEnabled ? 1 : 0)
    }

    /// A checkbox's frame follows the check mark; a switch's frame starts at the leading
    /// edge and is as tall as the widget; a toggle button's sits inside its padding.
    func childOffset(_ measure: GTKMeasurer) -> CGPoint {
        switch style {
        case .checkbox: CGPoint(x: insets(measure).leading, y: 0)
        case .button: ControlMapping.paddingOffset(of: self, measure)
        case .automatic, .switch: .zero
        }
    }

    /// The check mark leads the label, the switch trails it, a toggle button's chrome
    /// surrounds it.
    func insets(_ measure: GTKMeasurer) -> EdgeInsets {
        measure.cachedInsets(for: self) {
            let chrome = measure.chromeSize(of: self)
            let vertical = ControlMapping.centringInset(controlHeight: chrome.height, measure)
            switch style {
            case .checkbox:
                return EdgeInsets(top: vertical, leading: chrome.width, bottom: vertical, trailing: 0)
            case .button: return ControlMapping.surroundingInsets(of: self, measure)
            case .automatic, .switch:
                return EdgeInsets(top: vertical, leading: 0, bottom: vertical, trailing: chrome.width)
            }
        }
    }
}

/// Its widget takes keyboard focus: `@FocusState` follows it.
extension ToggleContent: GTKFocusReporting {}
