import CGTK
import CGTKSupport
import FacetUI
import Foundation

extension MultiDatePickerContent: GTKMapped {
    /// The label's frame above a `GtkCalendar` whose chosen days are marked. A day the user
    /// selects is sent as `.day` (FacetUI adds or removes it; the marks follow); moving to
    /// another month marks that month's chosen days. GTK's calendar is Gregorian: days of
    /// another calendar are shown at their Gregorian dates.
    func makeGTKWidget() -> GTKWidget {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, ControlMapping.spacing)!
        let frame = facet_frame_new()!
        let grid = gtk_calendar_new()!
        gtk_box_append(gtkCast(box), frame)
        gtk_box_append(gtkCast(box), grid)
        let widget = GTKWidget(widget: grid, placedIn: box, childFrame: frame, content: self, events: nil)
        // The earliest chosen day's month, or today's.
        let first = selectedDays.compactMap { calendar.date(from: $0) }.min()
        DatePickerMapping.select(first ?? Date(), in: grid, timeZone: calendar.timeZone)
        DatePickerMapping.connectDays(of: grid, to: widget)
        for signal in ["next-month", "prev-month", "next-year", "prev-year"] {
            Signals.connect(UnsafeMutableRawPointer(grid), signal) { [weak widget] in
                guard let widget, let content = widget.content as? MultiDatePickerContent else { return }
                content.mark(in: widget.widget)
            }
        }
        return widget
    }

    func configure(_ widget: GTKWidget) {
        mark(in: widget.widget)
        gtk_widget_set_sensitive(widget.placedWidget, isEnabled ? 1 : 0)
    }

    /// Marks the chosen days of the month `calendar` shows.
    @MainActor func mark(in calendar: UnsafeMutablePointer<GtkWidget>) {
        gtk_calendar_clear_marks(gtkCast(calendar))
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = self.calendar.timeZone
        var shown = DatePickerMapping.shownDay(of: calendar)
        shown.day = 1
        shown.hour = 12
        guard let start = gregorian.date(from: shown),
            let days = gregorian.range(of: .day, in: .month, for: start)
        else { return }
        for day in days {
            guard let date = gregorian.date(byAdding: .day, value: day - 1, to: start),
                isSelected(dayContaining: date)
            else { continue }
            gtk_calendar_mark_day(gtkCast(calendar), UInt32(day))
        }
    }

    func insets(_ measure: GTKMeasurer) -> EdgeInsets {
        measure.cachedInsets(for: self) {
            EdgeInsets(top: 0, leading: 0, bottom: measure.chromeSize(of: self).height, trailing: 0)
        }
    }

    /// The label's frame starts at the widget's top-leading corner.
    func childOffset(_ measure: GTKMeasurer) -> CGPoint { .zero }

    func size(for proposal: ProposedViewSize, _ measure: GTKMeasurer) -> CGSize {
        let chrome = measure.chromeSize(of: self)
        return CGSize(width: max(proposal.finiteWidth ?? chrome.width, chrome.width), height: chrome.height)
    }
}

/// Its calendar takes keyboard focus: `@FocusState` follows it.
extension MultiDatePickerContent: GTKFocusReporting {}
