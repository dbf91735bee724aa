import FacetTerminal
@_spi(Backend) import FacetUICore
import Foundation

/// The default backend: FacetTerminal's widget toolkit in a character-cell screen.
///
/// Each primitive with a widget becomes one `TerminalWidget` (a `LabelWidget` for `Text`, a
/// `ButtonWidget` for `Button`, …); stacks, spacers and other layout-only views have no
/// widget — their children are placed directly in the nearest widget. The widget tree can
/// be drawn without a terminal (`screen.compose()`), which is how tests check the screen.
///
/// ```swift
/// let backend = TerminalBackend(size: CellSize(width: 40, height: 10))
/// let graph = ViewGraph(rootView: ContentView(), backend: backend, size: CGSize(width: 40, height: 10))
/// print(backend.screen.compose().text)
/// ```
@MainActor
public final class TerminalBackend: CharacterCellBackend {
    /// The widgets on screen.
    public let tree: WidgetTree
    /// Draws the tree (and writes frames to a terminal when it has a renderer).
    public let screen: TerminalScreen
    public let metrics = BackendMetrics()

    /// Delivers the graph's frames while something animates (see `TerminalBackend+Frames`).
    public let frameTimer: FrameTimer
    let frameSource: TimerFrameDriver

    /// Creates a backend drawing a screen of `size`, writing frames through `renderer`
    /// when one is given, animating at `framesPerSecond` while anything animates.
    public init(
        size: CellSize, renderer: ANSIRenderer? = nil,
        framesPerSecond: Double = FrameTimer.defaultFramesPerSecond
    ) {
        tree = WidgetTree(size: size)
        screen = TerminalScreen(tree: tree, renderer: renderer)
        frameTimer = FrameTimer(framesPerSecond: framesPerSecond)
        frameSource = TimerFrameDriver(timer: frameTimer)
    }

    public func makeWidget(_ content: any WidgetContent, events: (any WidgetEventHandler)?) -> AnyObject {
        let widget = TerminalWidgetFactory.makeWidget(for: content, events: events)
        TerminalWidgetFactory.configure(widget, with: content)
        return widget
    }

    public func update(_ widget: AnyObject, content: any WidgetContent) {
        guard let widget = widget as? TerminalWidget else { return }
        TerminalWidgetFactory.configure(widget, with: content)
    }

    public func insert(_ widget: AnyObject, into parent: AnyObject?, after sibling: AnyObject?) {
        if let modal = widget as? ModalWidget { return tree.present(modal) }
        guard let widget = widget as? TerminalWidget else { return }
        let container = (parent as? TerminalWidget) ?? tree.root
        let index = (sibling as? TerminalWidget).flatMap { sibling in
            container.children.lastIndex { $0 === sibling }.map { $0 + 1 }
        }
        container.insertChild(widget, at: index ?? 0)
    }

    public func remove(_ widget: AnyObject) {
        if let modal = widget as? ModalWidget, modal.isPresented { return tree.dismiss(modal) }
        (widget as? TerminalWidget)?.removeFromParent()
    }

    public func focus(_ widget: AnyObject) {
        tree.focus(widget as? TerminalWidget)
    }

    public func setFrame(_ widget: AnyObject, _ frame: CGRect) {
        (widget as? TerminalWidget)?.frame = CellRect(
            x: Int(frame.minX.rounded(.down)), y: Int(frame.minY.rounded(.down)),
            width: Int(frame.width.rounded(.up)), height: Int(frame.height.rounded(.up)))
    }

}
