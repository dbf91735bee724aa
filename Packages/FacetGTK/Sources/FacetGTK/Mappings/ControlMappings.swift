import CGTK
import CGTKSupport
import FacetUI
import Foundation

// Buttons, toggles, links, menus and tap areas: widgets that act.

extension ButtonContent: GTKButtonMapped {
    /// A `GtkButton` whose child is the frame of the label's widgets; borderless and plain
    /// buttons have no frame (`has-frame` off); prominent ones are `suggested-action` (or
    /// `destructive-action` for a destructive role).
    func makeGTKWidget() -> GTKWidget {
        let frame = facet_frame_new()!
        let button = gtk_button_new()!
        gtk_button_set_child(gtkCast(button), frame)
        let widget = GTKWidget(widget: button, childFrame: frame, content: self, events: nil)
        Signals.connect(UnsafeMutableRawPointer(button), "clicked") { [weak widget] in widget?.send(.activate)
        }
        return widget
    }

    var structureKey: String { style.rawValue }

    func configure(_ widget: GTKWidget) {
        let button: UnsafeMutablePointer<GtkButton> = gtkCast(widget.widget)
        gtk_button_set_has_frame(button, style == .borderless || style == .plain || style == .custom ? 0 : 1)
        ControlMapping.setClass(
            "suggested-action", on: widget.widget, style == .borderedProminent && role != .destructive)
        ControlMapping.setClass("destructive-action", on: widget.widget, role == .destructive)
        gtk_widget_set_sensitive(widget.widget, isEnabled ? 1 : 0)
    }
}

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

extension LinkContent: GTKButtonMapped {
    /// A flat `GtkButton` in the `link` style around the label's frame.
    func makeGTKWidget() -> GTKWidget {
        ControlMapping.flatButton(content: self, cssClass: "link")
    }

    func configure(_ widget: GTKWidget) { gtk_widget_set_sensitive(widget.widget, isEnabled ? 1 : 0) }
}

extension NavigationLinkContent: GTKButtonMapped {
    /// A flat `GtkButton` around the label's frame.
    func makeGTKWidget() -> GTKWidget { ControlMapping.flatButton(content: self, cssClass: nil) }

    func configure(_ widget: GTKWidget) { gtk_widget_set_sensitive(widget.widget, isEnabled ? 1 : 0) }
}

extension DisclosureContent: GTKButtonMapped {
    /// A flat `GtkButton` around the label's frame.
    func makeGTKWidget() -> GTKWidget { ControlMapping.flatButton(content: self, cssClass: nil) }

    func configure(_ widget: GTKWidget) { gtk_widget_set_sensitive(widget.widget, isEnabled ? 1 : 0) }
}

extension TapGestureContent: GTKMapped {
    /// A frame with a `GtkGestureClick`: a click taps.
    func makeGTKWidget() -> GTKWidget {
        let frame = facet_frame_new()!
        let widget = GTKWidget(widget: frame, childFrame: frame, content: self, events: nil)
        let gesture = gtk_gesture_click_new()!
        Signals.connect(UnsafeMutableRawPointer(gesture), "released") { [weak widget] in
            widget?.send(.activate)
        }
        gtk_widget_add_controller(frame, gesture)
        return widget
    }

    func configure(_ widget: GTKWidget) {}
}

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
