import CGTK
import FacetUI
@_spi(Backend) import FacetUICore
import Foundation

extension ResolvedText: GTKMapped {
    /// A `GtkLabel` showing the runs as Pango markup; words wrap at the width the layout
    /// gives it, and what does not fit ends in an ellipsis.
    func makeGTKWidget() -> GTKWidget {
        GTKWidget(widget: gtk_label_new(nil), content: self, events: nil)
    }

    func configure(_ widget: GTKWidget) { TextMapping.apply(self, to: widget.widget) }
}

/// Text as a `GtkLabel` shows it.
@MainActor
enum TextMapping {
    /// Configures `label` (a `GtkLabel`) to show `text`.
    static func apply(_ text: ResolvedText, to label: UnsafeMutablePointer<GtkWidget>) {
        let gtkLabel: OpaquePointer = gtkCast(label)
        gtk_label_set_markup(gtkLabel, markup(text.runs))
        gtk_label_set_wrap(gtkLabel, 1)
        gtk_label_set_wrap_mode(gtkLabel, PANGO_WRAP_WORD_CHAR)
        gtk_label_set_ellipsize(gtkLabel, PANGO_ELLIPSIZE_END)
        gtk_label_set_lines(gtkLabel, Int32(text.lineLimit ?? -1))
        let (justification, xalign): (GtkJustification, Float) =
            switch text.alignment {
            case .leading: (GTK_JUSTIFY_LEFT, 0)
            case .center: (GTK_JUSTIFY_CENTER, 0.5)
            case .trailing: (GTK_JUSTIFY_RIGHT, 1)
            }
        gtk_label_set_justify(gtkLabel, justification)
        gtk_label_set_xalign(gtkLabel, xalign)
        gtk_label_set_yalign(gtkLabel, 0)
        gtk_widget_set_sensitive(label, text.isEnabled ? 1 : 0)
        gtk_label_set_selectable(gtkLabel, text.isSelectable ? 1 : 0)
    }

    /// Pango markup for `runs`: each run a `<span>` with its font, weight, style and colour;
    /// the text itself escaped, so that app data is never read as markup.
    static func markup(_ runs: [ResolvedText.Run]) -> String {
        runs.map { run in
            var attributes: [String] = []
            let size = run.font.pointSize / Font.body.pointSize
            if size != 1 { attributes.append("size=\"\(Int((size * 100).rounded()))%\"") }
            let weight =
                run.isBold
                ? max(700, pangoWeight(run.font.resolvedWeight)) : pangoWeight(run.font.resolvedWeight)
            if weight != 400 { attributes.append("weight=\"\(weight)\"") }
            if run.isItalic || run.font.isItalic { attributes.append("style=\"italic\"") }
            if run.isUnderlined { attributes.append("underline=\"single\"") }
            if let color = run.underlineColor.flatMap(ColorMapping.hex) {
                attributes.append("underline_color=\"\(color)\"")
            }
            if run.isStruckThrough { attributes.append("strikethrough=\"true\"") }
            if let color = run.strikethroughColor.flatMap(ColorMapping.hex) {
                attributes.append("strikethrough_color=\"\(color)\"")
            }
            if run.isMonospaced {
                attributes.append("font_family=\"monospace\"")
            } else if let family = run.font.customName {
                attributes.append("font_family=\"\(escape(family))\"")
            } else if run.font.resolvedDesign == .serif {
                attributes.append("font_family=\"serif\"")
            }
            if run.hasMonospacedDigits { attributes.append("font_features=\"tnum\"") }
            // Pango measures both in 1024ths of a point.
            if let spacing = run.letterSpacing {
                attributes.append("letter_spacing=\"\(Int((spacing * 1024).rounded()))\"")
            }
            if let rise = run.baselineOffset { attributes.append("rise=\"\(Int((rise * 1024).rounded()))\"") }
            if let color = run.color, let css = ColorMapping.markupColor(color) { attributes.append(css) }
            let escaped = escape(run.string)
            return attributes.isEmpty
                ? escaped : "<span \(attributes.joined(separator: " "))>\(escaped)</span>"
        }.joined()
    }

    /// Pango's numeric weight (100…900) for a font weight.
    static func pangoWeight(_ weight: Font.Weight) -> Int {
        let weights: [(Font.Weight, Int)] = [
            (.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400), (.medium, 500),
            (.semibold, 600),
            (.bold, 700), (.heavy, 800), (.black, 900),
        ]
        return weights.first { $0.0 == weight }?.1 ?? 400
    }

    static func escape(_ string: String) -> String {
        guard let escaped = g_markup_escape_text(string, -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }
}
