import CGTK
import CGTKSupport
import FacetUI
import Foundation

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

    /// Toolbar items go after the back button (an icon button and the bar's spacing) and
    /// keep the bar's margin at the trailing edge.
    func insets(_ measure: GTKMeasurer) -> EdgeInsets {
        EdgeInsets(top: 0, leading: showsBackButton ? 46 : 6, bottom: 0, trailing: 6)
    }

    /// The proposed width; the bar's own height.
    func size(for proposal: ProposedViewSize, _ measure: GTKMeasurer) -> CGSize {
        let natural = measure.naturalSize(of: self, width: nil).size
        return CGSize(width: proposal.width ?? natural.width, height: natural.height)
    }
}
