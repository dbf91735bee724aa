import FacetUI
@_spi(Inspection) import FacetUICore

extension ViewType {
    /// The view shown at an edge with `.safeAreaInset(edge:alignment:spacing:content:)`, as
    /// ViewInspector sees it: navigation from it reaches the inset's views
    /// (`safeAreaInset().text()`, `safeAreaInset().text(1)` for several), and `edge()`,
    /// `spacing()` and `regions()` are the modifier's.
    public struct SafeAreaInset: KnownViewType {
        /// "_InsetViewModifier".
        public static var typePrefix: String { "_InsetViewModifier" }
        /// "safeAreaInset".
        public static var _callName: String { "safeAreaInset" }
        /// No node: an inset view is reached with `safeAreaInset(_:)` from the view it is
        /// shown beside (whether a node is one depends on where it is, not on its type).
        public static func _matches(_ node: ViewNode) -> Bool { false }
    }
}

extension InspectableView {
    /// The view of the view's `.safeAreaInset(…)`: the innermost, or the `index`th counting
    /// from the innermost.
    ///
    /// ```swift
    /// let bar = try sut.inspect().list().safeAreaInset().text().string()
    /// ```
    public func safeAreaInset(_ index: Int? = nil) throws -> InspectableView<ViewType.SafeAreaInset> {
        let insets = modifierNodes.compactMap { wrapper -> ViewNode? in
            guard wrapper.appliedModifier is any InspectedSafeAreaInset else { return nil }
            return wrapper.insetViewNode
        }
        let position = index ?? 0
        guard insets.indices.contains(position) else {
            throw missingModifier("safeAreaInset", index: position)
        }
        let callText = "safeAreaInset(" + (index.map(String.init) ?? "") + ")"
        return InspectableView<ViewType.SafeAreaInset>(
            host: host, entry: insets[position], path: path(appending: callText))
    }
}

extension InspectableView where View == ViewType.SafeAreaInset {
    /// The safe area regions the inset view is added to (`.container`).
    public func regions() throws -> SafeAreaRegions { try insetModifier("regions").regions }

    /// The spacing between the inset view and the content, or `nil` for the default.
    public func spacing() throws -> CGFloat? { try insetModifier("spacing").spacing }

    /// The edge the inset view is shown at.
    public func edge() throws -> Edge { try insetModifier("edge").edge }

    private func insetModifier(_ label: String) throws -> any InspectedSafeAreaInset {
        guard let modifier = entry.parent?.appliedModifier as? any InspectedSafeAreaInset else {
            throw InspectionError.attributeNotFound(label: label, type: "SafeAreaInset")
        }
        return modifier
    }
}

/// A `safeAreaInset` modifier, whatever its inset view's type.
@MainActor
protocol InspectedSafeAreaInset {
    var regions: SafeAreaRegions { get }
    var spacing: CGFloat? { get }
    var edge: Edge { get }
}

extension _InsetViewModifier: InspectedSafeAreaInset {}

extension ViewNode {
    /// The node of a `safeAreaInset` modifier's inset view: its child that is not the
    /// modified content.
    var insetViewNode: ViewNode? {
        let content = modifiedContent
        return children.first { $0 !== content }
    }
}
