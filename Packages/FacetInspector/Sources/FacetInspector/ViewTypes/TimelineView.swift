import FacetUI
@_spi(Inspection) import FacetUICore
import Foundation

/// Marks `TimelineView` for inspection: its content is reached by `contentView()`, as
/// ViewInspector reaches it, not as an enclosed view.
@MainActor
protocol InspectedTimelineView: InspectedContainer {
    func inspectedContent(_ context: ViewType.TimelineView.Context) -> any FacetUI.View
}

extension TimelineView: InspectedContainer, InspectedTimelineView where Content: FacetUI.View {
    static func enclosedNodes(of node: ViewNode) -> [ViewNode] { [] }

    static func supplementaryNodes(of node: ViewNode) -> [(call: String, entry: ViewNode)] {
        node.children.first.map { [("contentView()", $0)] } ?? []
    }

    func inspectedContent(_ context: ViewType.TimelineView.Context) -> any FacetUI.View {
        let context = Self.context(context)
        return inspectedContent(date: context.date, cadence: context.cadence)
    }

    /// The timeline's own context for an inspection context.
    static func context(_ context: ViewType.TimelineView.Context) -> Context {
        let cadence: Context.Cadence =
            switch context.cadence {
            case .live: .live
            case .seconds: .seconds
            case .minutes: .minutes
            }
        return Context(date: context.date, cadence: cadence)
    }

    /// `context` as a value of `type`, the timeline's own context type (ViewInspector's
    /// internal conversion, which its tests call through `@testable`).
    static func adapt<C>(context: ViewType.TimelineView.Context, to type: C.Type) throws -> C {
        guard let adapted = Self.context(context) as? C else {
            throw InspectionError.typeMismatch(
                factual: Inspector.typeName(type: Context.self), expected: Inspector.typeName(type: C.self))
        }
        return adapted
    }
}

extension ViewType {
    /// `TimelineView` as inspection sees it.
    public struct TimelineView: KnownViewType {
        /// "TimelineView".
        public static var typePrefix: String { "TimelineView" }
        /// Whether `node` holds a `TimelineView`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedTimelineView }
    }
}

extension ViewType.TimelineView {
    /// The date and cadence to make a timeline view's content for (see
    /// `contentView(_:)`).
    public struct Context {
        /// The rate at which a timeline updates its view.
        public enum Cadence {
            /// Continuously.
            case live
            /// About once a second.
            case seconds
            /// About once a minute.
            case minutes
        }

        /// The date the content is made for.
        public let date: Date
        /// The cadence the content is made for.
        public let cadence: Cadence

        /// A context for `date` (now, by default) and `cadence`.
        public init(date: Date = Date(), cadence: Cadence = .live) {
            self.date = date
            self.cadence = cadence
        }
    }
}

extension InspectableView {
    /// The only enclosed `TimelineView` (or this view, when it is one).
    public func timelineView() throws -> InspectableView<ViewType.TimelineView> {
        try child(ViewType.TimelineView.self, call: "timelineView", index: nil)
    }

    /// The enclosed `TimelineView` at `index`.
    public func timelineView(_ index: Int) throws -> InspectableView<ViewType.TimelineView> {
        try child(ViewType.TimelineView.self, call: "timelineView", index: index)
    }
}

extension InspectableView where View == ViewType.TimelineView {
    /// The content the timeline view shows now: made for its schedule's latest entry, live
    /// in the graph (under the headless backend's manual clock, for the time a test
    /// advanced it to).
    public func contentView() throws -> InspectableView<ViewType.ClassifiedView> {
        guard let content = node.children.first else { throw InspectionError.viewNotFound(parent: typeName) }
        return InspectableView<ViewType.ClassifiedView>(
            host: host, entry: content, path: path(appending: "contentView()"))
    }

    /// The content made for `context`, hosted on its own (as ViewInspector makes it).
    public func contentView(_ context: ViewType.TimelineView.Context) throws
        -> InspectableView<ViewType.ClassifiedView>
    {
        let timeline = try viewValue(as: (any InspectedTimelineView).self, expected: View.typePrefix)
        return try detached(timeline.inspectedContent(context), call: "contentView()")
    }
}
