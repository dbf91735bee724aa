import CGTK
import CGTKSupport
import FacetUI
import Foundation

extension StepperContent: GTKMapped {
    /// The label's frame followed by a `GtkSpinButton` showing the value, when the stepper
    /// edits a number; otherwise by linked "−" and "+" `GtkButton`s. The spin button's
    /// range ends at the current value on a side where the stepper cannot go, so GTK
    /// disables that button; each press sends one step, and FacetUI applies it.
    func makeGTKWidget() -> GTKWidget {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, ControlMapping.spacing)!
        let frame = facet_frame_new()!
        gtk_widget_set_hexpand(frame, 1)
        gtk_box_append(gtkCast(box), frame)
        guard value != nil else { return makeButtons(in: box, frame: frame) }
        let spin = gtk_spin_button_new(nil, 1, 0)!
        gtk_editable_set_editable(gtkCast(spin), 0)
        gtk_widget_set_valign(spin, GTK_ALIGN_CENTER)
        gtk_box_append(gtkCast(box), spin)
        let widget = GTKWidget(widget: spin, placedIn: box, childFrame: frame, content: self, events: nil)
        Signals.connect(UnsafeMutableRawPointer(spin), "value-changed") { [weak widget] in
            guard let widget, let shown = (widget.content as? StepperContent)?.value else { return }
            let value = gtk_spin_button_get_value(gtkCast(widget.widget))
            if value != shown { widget.send(.step(value > shown)) }
        }
        return widget
    }

    @MainActor private func makeButtons(
        in box: UnsafeMutablePointer<GtkWidget>, frame: UnsafeMutablePointer<GtkWidget>
    )
        -> GTKWidget
    {
        let buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_add_css_class(buttons, "linked")
        gtk_widget_set_valign(buttons, GTK_ALIGN_CENTER)
        let minus = gtk_button_new_from_icon_name("list-remove-symbolic")!
        let plus = gtk_button_new_from_icon_name("list-add-symbolic")!
        gtk_box_append(gtkCast(buttons), minus)
        gtk_box_append(gtkCast(buttons), plus)
        gtk_box_append(gtkCast(box), buttons)
        let widget = GTKWidget(widget: buttons, placedIn: box, childFrame: frame, content: self, events: nil)
        widget.parts = [minus, plus]
        Signals.connect(UnsafeMutableRawPointer(minus), "clicked") { [weak widget] in
            widget?.send(.step(false))
        }
        Signals.connect(UnsafeMutableRawPointer(plus), "clicked") { [weak widget] in widget?.send(.step(true))
        }
        return widget
    }

    var structureKey: String { value == nil ? "buttons" : "spin" }

    func configure(_ widget: GTKWidget) {
        if let value {
            let spin: OpaquePointer = gtkCast(widget.widget)
            let step = step ?? 1
            // Far enough that GTK never clamps a real value; at the value where it cannot move.
            let far = 1e15
            gtk_spin_button_set_range(spin, canDecrement ? -far : value, canIncrement ? far : value)
            gtk_spin_button_set_increments(spin, step, step)
            gtk_spin_button_set_digits(spin, step == step.rounded() && value == value.rounded() ? 0 : 2)
            if gtk_spin_button_get_value(spin) != value { gtk_spin_button_set_value(spin, value) }
            gtk_widget_set_sensitive(widget.placedWidget, isEnabled ? 1 : 0)
        } else if widget.parts.count == 2 {
            gtk_widget_set_sensitive(widget.parts[0], canDecrement && isEnabled ? 1 : 0)
            gtk_widget_set_sensitive(widget.parts[1], canIncrement && isEnabled ? 1 : 0)
        }
    }

    func insets(_ measure: GTKMeasurer) -> EdgeInsets {
        measure.cachedInsets(for: self) {
            let chrome = measure.chromeSize(of: self)
            let vertical = ControlMapping.centringInset(controlHeight: chrome.height, measure)
            return EdgeInsets(top: vertical, leading: 0, bottom: vertical, trailing: chrome.width)
        }
    }

    /// The label's frame starts at the leading edge and is as tall as the widget.
    func childOffset(_ measure: GTKMeasurer) -> CGPoint { .zero }

    func size(for proposal: ProposedViewSize, _ measure: GTKMeasurer) -> CGSize {
        let chrome = measure.chromeSize(of: self)
        return CGSize(width: proposal.width ?? chrome.width, height: chrome.height)
    }
}

/// Its widget takes keyboard focus: `@FocusState` follows it.
extension StepperContent: GTKFocusReporting {}
