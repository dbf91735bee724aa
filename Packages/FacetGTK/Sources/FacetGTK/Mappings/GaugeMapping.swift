import CGTK
import CGTKSupport
import FacetUI
import Foundation

extension GaugeContent: GTKDrawn {
    /// A capacity bar is a `GtkLevelBar` over 0...1; a marker bar and the rings are a
    /// `GtkDrawingArea` drawn with cairo in the tint (GNOME's accent colour by default) over a
    /// grey track.
    func makeGTKWidget() -> GTKWidget {
        if style == .capacityBar {
            return GTKWidget(widget: gtk_level_bar_new_for_interval(0, 1), content: self, events: nil)
        }
        return makeDrawingArea()
    }

    func draw(in cairo: OpaquePointer, width: Double, height: Double, area: UnsafeMutablePointer<GtkWidget>) {
        GaugeDrawing(gauge: self, cairo: cairo, width: width, height: height).draw()
    }

    var structureKey: String { style == .capacityBar ? "Gauge.levelBar" : "Gauge.drawn" }

    func configure(_ widget: GTKWidget) {
        if style == .capacityBar {
            gtk_level_bar_set_value(gtkCast(widget.widget), min(max(fraction, 0), 1))
        } else {
            gtk_widget_queue_draw(widget.widget)
        }
        gtk_widget_set_sensitive(widget.widget, isEnabled ? 1 : 0)
    }

    /// Bars fill the proposed width; a ring is 48 × 48 points, or the proposed square when
    /// smaller.
    func size(for proposal: ProposedViewSize, _ measure: GTKMeasurer) -> CGSize {
        switch style {
        case .capacityBar: return fillingWidth(proposal, measure)
        case .markerBar:
            return CGSize(width: proposal.width.map { $0.isFinite ? $0 : 100 } ?? 100, height: 12)
        case .capacityRing, .markerArc:
            let side = min(48, proposal.finiteWidth ?? 48, proposal.finiteHeight ?? 48)
            return CGSize(width: side, height: side)
        }
    }
}

/// Draws a gauge's marker bar or ring with cairo.
@MainActor
struct GaugeDrawing {
    let gauge: GaugeContent
    let cairo: OpaquePointer
    let width: Double
    let height: Double

    private var fraction: Double { min(max(gauge.fraction, 0), 1) }

    func draw() {
        switch gauge.style {
        case .capacityBar: break
        case .markerBar: drawMarkerBar()
        case .capacityRing: drawRing(from: -.pi / 2, sweep: 2 * .pi, marker: false)
        case .markerArc: drawRing(from: 3 * .pi / 4, sweep: 3 * .pi / 2, marker: true)
        }
        cairo_new_path(cairo)
    }

    private func setTrack() { cairo_set_source_rgba(cairo, 0.5, 0.5, 0.5, 0.35) }

    private func setTint() {
        let (red, green, blue, opacity) = gauge.tint.flatMap(ColorMapping.components) ?? ColorMapping.accent
        cairo_set_source_rgba(cairo, red, green, blue, opacity)
    }

    private func drawMarkerBar() {
        let radius = max(min(height / 2 - 1, 5), 1)
        let (start, end, y) = (radius, max(width - radius, radius), height / 2)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_width(cairo, max(radius / 1.5, 1))
        setTrack()
        cairo_move_to(cairo, start, y)
        cairo_line_to(cairo, end, y)
        cairo_stroke(cairo)
        setTint()
        cairo_arc(cairo, start + fraction * (end - start), y, radius, 0, 2 * .pi)
        cairo_fill(cairo)
    }

    /// A ring from angle `from` (cairo's: clockwise from the right) over `sweep`: the track,
    /// then the filled part up to the fraction, or a dot at it.
    private func drawRing(from start: Double, sweep: Double, marker: Bool) {
        let side = min(width, height)
        let lineWidth = max(side * 0.12, 2)
        let radius = max(side / 2 - lineWidth / 2, 1)
        let (centerX, centerY) = (width / 2, height / 2)
        cairo_set_line_width(cairo, lineWidth)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        setTrack()
        cairo_arc(cairo, centerX, centerY, radius, start, start + sweep)
        cairo_stroke(cairo)
        setTint()
        let angle = start + fraction * sweep
        if marker {
            cairo_arc(
                cairo, centerX + radius * cos(angle), centerY + radius * sin(angle), lineWidth * 0.8, 0,
                2 * .pi)
            cairo_fill(cairo)
        } else if fraction > 0 {
            cairo_new_sub_path(cairo)
            cairo_arc(cairo, centerX, centerY, radius, start, angle)
            cairo_stroke(cairo)
        }
    }
}
