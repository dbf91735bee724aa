import CGTK
import CGTKSupport
import FacetUI
import Foundation

/// Measures text and widgets with GTK itself (`gtk_widget_measure`) on sample widgets kept
/// for the purpose, so that FacetUI's layout sees the sizes GTK will draw.
@MainActor
final class GTKMeasurer {
    private var samples: [String: GTKWidget] = [:]
    private var insetsCache: [String: EdgeInsets] = [:]
    private var paddingCache: [String: CGSize] = [:]
    private lazy var label = GTKWidget(widget: gtk_label_new(nil), content: TextSample(), events: nil)

    /// A widget's natural size at `width` (`nil`: its natural width), and its minimum width.
    func naturalSize(of content: any GTKMapped, width: CGFloat?) -> (size: CGSize, minimumWidth: CGFloat) {
        let sample = self.sample(for: content)
        return Self.measure(sample.placedWidget, width: width)
    }

    /// The size of a sample widget with nothing in its child frame (a control's minimum).
    func chromeSize(of content: any GTKMapped) -> CGSize {
        Self.measure(sample(for: content).placedWidget, width: nil).size
    }

    /// The room a widget's padding and border take around its child frame: the sample's
    /// size with a large child, less the child.
    func paddingSize(of content: any GTKMapped) -> CGSize {
        let key = "\(type(of: content)).\(content.structureKey)"
        if let size = paddingCache[key] { return size }
        let size = measurePadding(of: content)
        paddingCache[key] = size
        return size
    }

    private func measurePadding(of content: any GTKMapped) -> CGSize {
        let sample = sample(for: content)
        guard let frame = sample.childFrame else { return .zero }
        let probe: Int32 = 100
        gtk_widget_set_size_request(frame, probe, probe)
        defer { gtk_widget_set_size_request(frame, -1, -1) }
        let size = Self.measure(sample.placedWidget, width: nil).size
        return CGSize(
            width: max(0, size.width - CGFloat(probe)), height: max(0, size.height - CGFloat(probe)))
    }

    /// The height of one line of body text.
    lazy var lineHeight: CGFloat = {
        gtk_label_set_text(OpaquePointer(label.widget), "Ag")
        return Self.measure(label.widget, width: nil).size.height
    }()

    /// Insets computed once per structure of widget.
    func cachedInsets(for content: any GTKMapped, _ compute: () -> EdgeInsets) -> EdgeInsets {
        let key = "\(type(of: content)).\(content.structureKey)"
        if let insets = insetsCache[key] { return insets }
        let insets = compute()
        insetsCache[key] = insets
        return insets
    }

    /// The size of `text` laid out by a `GtkLabel` for `proposal`: its natural width, or
    /// the proposed width with the words wrapped.
    func textSize(_ text: ResolvedText, proposal: ProposedViewSize) -> CGSize {
        TextMapping.apply(text, to: label.widget)
        let natural = Self.measure(label.widget, width: nil).size
        guard let width = proposal.width, width.isFinite, width < natural.width else { return natural }
        let wrapped = Self.measure(label.widget, width: max(width, 1)).size
        return CGSize(width: width, height: wrapped.height)
    }

    private func sample(for content: any GTKMapped) -> GTKWidget {
        let key = "\(type(of: content)).\(content.structureKey)"
        let sample = samples[key] ?? content.makeGTKWidget()
        samples[key] = sample
        GTKWidgetFactory.configure(sample, with: content)
        return sample
    }

    /// `gtk_widget_measure` in both directions: the natural width (or `width`), then the
    /// natural height for that width.
    static func measure(_ widget: UnsafeMutablePointer<GtkWidget>, width: CGFloat?) -> (
        size: CGSize, minimumWidth: CGFloat
    ) {
        var minimumWidth: Int32 = 0
        var naturalWidth: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, &naturalWidth, nil, nil)
        let chosen = width.map { Int32(max($0, CGFloat(minimumWidth)).rounded(.up)) } ?? naturalWidth
        var minimumHeight: Int32 = 0
        var naturalHeight: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, chosen, &minimumHeight, &naturalHeight, nil, nil)
        return (CGSize(width: Int(chosen), height: Int(naturalHeight)), CGFloat(minimumWidth))
    }
}

/// The content of the measurer's own label (it is never shown).
private struct TextSample: WidgetContent, Equatable {
    var kind: String { "TextSample" }
}
