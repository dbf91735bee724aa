import Foundation

/// The symbols of a ``Canvas``: its `symbols` views, built and laid out at their ideal sizes
/// in a graph of their own (their state lives as long as the canvas), whose backend keeps
/// the widgets for the renderer to draw rather than showing them. Each view tagged with
/// `.tag(_:)` is a symbol the renderer resolves by its tag.
@MainActor
final class CanvasSymbols {
    private let input: StateBox<SymbolsInput>
    private let backend: SymbolBackend
    private var graph: ViewGraph!
    private var isRendering = false

    /// Builds `symbols` with `environment`; `changed` runs when they change by themselves
    /// (their own state), so that the canvas draws again.
    init<Symbols: View>(
        _ symbols: Symbols, environment: EnvironmentValues, host: any Backend, changed: @escaping () -> Void
    ) {
        input = StateBox(SymbolsInput(symbols: symbols, environment: Self.detached(environment)))
        backend = SymbolBackend(host: host)
        graph = ViewGraph(rootView: SymbolsRoot(input: input), backend: backend, size: .zero)
        graph.onCommit = { [weak self] in
            guard let self, !self.isRendering else { return }
            changed()
        }
    }

    /// Updates the views and the environment they are built in.
    func update<Symbols: View>(_ symbols: Symbols, environment: EnvironmentValues) {
        input.value = SymbolsInput(symbols: symbols, environment: Self.detached(environment))
    }

    /// The symbols as they are now, each drawn into its own display list, in canvas units
    /// (a widget unit is `measurer.aspect` canvas units tall), keyed by tag.
    func resolved(environment: EnvironmentValues, measurer: CanvasMeasurer, aspect: CGFloat)
        -> [AnyHashable: GraphicsContext.ResolvedSymbol]
    {
        isRendering = true
        graph.flush()
        isRendering = false
        var symbols: [AnyHashable: GraphicsContext.ResolvedSymbol] = [:]
        for slot in backend.roots {
            guard let tag = (slot.content as? SymbolSlotContent)?.tag.value, symbols[tag] == nil else {
                continue
            }
            let size = CGSize(width: slot.frame.width, height: slot.frame.height * aspect)
            var context = GraphicsContext(size: size, environment: environment, measurer: measurer)
            for child in slot.children { context.replay(child, origin: .zero, aspect: aspect) }
            symbols[tag] = GraphicsContext.ResolvedSymbol(items: context.items, size: size)
        }
        return symbols
    }

    /// `environment` without the read tracking of the canvas's node.
    private static func detached(_ environment: EnvironmentValues) -> EnvironmentValues {
        var copy = environment
        copy.tracker = nil
        return copy
    }
}

/// The symbol views and the canvas's environment.
struct SymbolsInput: @unchecked Sendable {
    let symbols: any View
    let environment: EnvironmentValues
}

/// The root of a canvas's symbol graph: each subview of the symbols in a slot of its own,
/// at its ideal size.
private struct SymbolsRoot: View {
    let input: StateBox<SymbolsInput>

    var body: some View {
        let input = input.value
        SymbolsLayout {
            ForEach(subviews: input.symbols) { subview in
                SymbolSlot(tag: SymbolTag(value: subview.containerValues.tag), content: subview)
            }
        }
        .environment(\.self, input.environment)
    }
}

/// Proposes nothing to each symbol (it takes its ideal size) and places it at the origin.
private struct SymbolsLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, anchor: .topLeading, proposal: .unspecified)
        }
    }
}

/// A symbol's tag (a view without one is built but cannot be drawn).
struct SymbolTag: Equatable, @unchecked Sendable {
    let value: AnyHashable?
}

/// The widget a symbol's widgets are built inside.
struct SymbolSlotContent: WidgetContent, Equatable {
    let tag: SymbolTag
    var kind: String { "Symbol" }
}

/// A symbol view inside its slot widget.
private struct SymbolSlot<Content: View>: View, ControlView {
    let tag: SymbolTag
    let content: Content
    typealias Body = Never

    func label(in environment: EnvironmentValues) -> Content { content }

    func widgetContent(in environment: EnvironmentValues) -> any WidgetContent { SymbolSlotContent(tag: tag) }

    func handle(_ event: WidgetEvent, environment: EnvironmentValues) {}
}

/// The backend of a symbol graph: it measures as the canvas's backend does, and keeps the
/// widgets it is asked for as a tree of values for the renderer to draw.
@MainActor
final class SymbolBackend: Backend {
    /// A widget: what it shows, where, and the widgets inside it.
    final class Widget {
        var content: any WidgetContent
        var frame = CGRect.zero
        var children: [Widget] = []
        weak var parent: Widget?

        init(_ content: any WidgetContent) { self.content = content }
    }

    private let host: any Backend
    /// The widgets at the top: the symbols' slots.
    private(set) var roots: [Widget] = []

    init(host: any Backend) { self.host = host }

    var metrics: BackendMetrics { host.metrics }

    func makeWidget(_ content: any WidgetContent, events: (any WidgetEventHandler)?) -> AnyObject {
        Widget(content)
    }

    func update(_ widget: AnyObject, content: any WidgetContent) { (widget as? Widget)?.content = content }

    func insert(_ widget: AnyObject, into parent: AnyObject?, after sibling: AnyObject?) {
        guard let widget = widget as? Widget else { return }
        let parent = parent as? Widget
        widget.parent = parent
        var siblings = parent?.children ?? roots
        let index = sibling.flatMap { sibling in siblings.firstIndex { $0 === sibling } }.map { $0 + 1 } ?? 0
        siblings.insert(widget, at: index)
        if let parent { parent.children = siblings } else { roots = siblings }
    }

    func remove(_ widget: AnyObject) {
        guard let widget = widget as? Widget else { return }
        if let parent = widget.parent {
            parent.children.removeAll { $0 === widget }
        } else {
            roots.removeAll { $0 === widget }
        }
        widget.parent = nil
    }

    func setFrame(_ widget: AnyObject, _ frame: CGRect) { (widget as? Widget)?.frame = frame }

    func measureText(_ text: ResolvedText, proposal: ProposedViewSize) -> CGSize {
        host.measureText(text, proposal: proposal)
    }

    func contentInsets(for content: any WidgetContent) -> EdgeInsets {
        content is SymbolSlotContent ? EdgeInsets() : host.contentInsets(for: content)
    }

    func sizeThatFits(_ content: any WidgetContent, proposal: ProposedViewSize) -> CGSize {
        host.sizeThatFits(content, proposal: proposal)
    }
}
