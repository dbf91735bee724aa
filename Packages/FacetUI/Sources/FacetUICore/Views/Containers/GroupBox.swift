import Foundation

/// A stylized view, with an optional label, that visually collects a logical grouping of
/// content: a border around the content, with the label's text as the title in its top
/// edge.
///
/// The group box hugs its content (its views stacked vertically and leading-aligned inside
/// the border), and is at least wide enough to show the whole title when the proposal allows.
///
/// ```swift
/// GroupBox("Account") {
///     Toggle("Notifications", isOn: $notifications)
///     Text("Signed in as \(name)")
/// }
/// ```
public struct GroupBox<Label: View, Content: View>: View, PrimitiveView {
    /// The group box's label, as written (the widget draws its text as the title; no node is built for it).
    @_spi(Inspection) public let label: Label
    let content: Content

    /// Creates a group box with the provided label and view content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        (self.label, self.content) = (label(), content())
    }

    /// Creates a group box with the provided label and view content (renamed
    /// `GroupBox(content:label:)` in SwiftUI).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        (self.label, self.content) = (label, content())
    }

    /// A primitive view: the graph builds it.
    public typealias Body = Never

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        GroupBoxNode(self, graph: graph, parent: parent, environment: environment)
    }
}

extension GroupBox where Label == EmptyView {
    /// Creates an unlabeled group box with the provided view content.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// Creates a group box with the provided view content and title, generated from a
    /// localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a group box with the provided view content and title, generated from a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

/// What a group box widget shows: a border one cell wide on each side, with ``title`` (the
/// text of the group box's label, if any) drawn into the top edge. The content is drawn
/// by the child widgets inside the border.
public struct GroupBoxContent: WidgetContent, Equatable {
    /// The title drawn into the top border, or `nil` for an unlabeled group box.
    public var title: String?

    /// Creates group box content.
    public init(title: String?) { self.title = title }

    /// "GroupBox".
    public var kind: String { "GroupBox" }
}

/// The node of a ``GroupBox``: the widget draws the border and title, the content is laid
/// out inside it.
@MainActor
final class GroupBoxNode<Label: View, Content: View>: WidgetContainerNode<
    GroupBox<Label, Content>, VStack<Content>
>
{
    override func makeWidgetContent() -> any WidgetContent {
        GroupBoxContent(title: ViewContentReader.firstText(in: value.label, environment: environment)?.string)
    }

    /// The content's views are stacked, leading-aligned.
    override func makeChild() -> VStack<Content> { VStack(alignment: .leading) { value.content } }

    /// A new title can change the box's size.
    override func refreshWidgetContent() {
        let oldTitle = (widgetContent as? GroupBoxContent)?.title
        super.refreshWidgetContent()
        if (widgetContent as? GroupBoxContent)?.title != oldTitle { graph.invalidateLayout(self) }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = super.computeSize(proposal)
        guard let widgetContent else { return size }
        let own = graph.backend.sizeThatFits(widgetContent, proposal: proposal)
        return CGSize(width: max(size.width, own.width), height: max(size.height, own.height))
    }
}
