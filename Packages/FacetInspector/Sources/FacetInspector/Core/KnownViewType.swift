import FacetUI

/// A view type that inspection can navigate to and search for (`ViewType.Text`, …).
@preconcurrency @MainActor
public protocol KnownViewType {
    /// The type's name as errors print it ("HStack").
    static var typePrefix: String { get }
    /// The navigation call that reaches a view of this type ("hStack").
    static var _callName: String { get }
    /// Whether `node` holds a view of this type. The type of the node's view decides it:
    /// searches ask once per view type and remember the answer.
    static func _matches(_ node: ViewNode) -> Bool
    /// Whether the type's enclosed views are reached by index (stacks, `ForEach`, `List`).
    static var _hasIndexedChildren: Bool { get }
    /// Whether the type's widget draws its enclosed view as content (a scroll view), so
    /// that paths reach it directly rather than through `labelView()` as for a control.
    static var _drawsContent: Bool { get }
}

extension KnownViewType {
    /// The type prefix with a lowercased first letter.
    public static var _callName: String { typePrefix.prefix(1).lowercased() + typePrefix.dropFirst() }
    /// Most views have one enclosed view at most.
    public static var _hasIndexedChildren: Bool { false }
    /// Most views with a widget and one enclosed view are controls, the view their label.
    public static var _drawsContent: Bool { false }
}

/// A view type whose parts are shown through placeholders in its style's body (a label's
/// title and icon): a search that reaches a placeholder names it by the part's call on the
/// view (`label(1).title().text()`), as navigation reaches it.
@MainActor
protocol StylePartsOwner: KnownViewType {
    /// Each part's navigation call and whether a node is its placeholder.
    static var _styleParts: [(call: String, isPlaceholder: (ViewNode) -> Bool)] { get }
}

/// The namespace of the view types inspection knows (`ViewType.Text`, `ViewType.HStack`).
public enum ViewType {}

extension ViewType {
    /// A view of any type: what `inspect()` and `find(…)` return before a typed navigation.
    public struct ClassifiedView: KnownViewType {
        /// "ClassifiedView".
        public static var typePrefix: String { "ClassifiedView" }
        /// Every node matches.
        public static func _matches(_ node: ViewNode) -> Bool { true }
    }

    /// The view `parent()` returns: any view, as ViewInspector types it. A navigation call
    /// on it names the parent again in place of descending into it, so that
    /// `text.parent().hStack()` is the enclosing stack itself, at the same path; its
    /// modifiers are those of the view it stands for, or, for a layer (`overlay()`), a
    /// modal or a custom modifier's body, those of the view carrying the modifier.
    ///
    /// ```swift
    /// let row = try sut.inspect().find(text: "Title").parent().hStack()
    /// ```
    public struct ParentView: KnownViewType {
        /// "ParentView".
        public static var typePrefix: String { "ParentView" }
        /// Every node matches.
        public static func _matches(_ node: ViewNode) -> Bool { true }
    }
}
