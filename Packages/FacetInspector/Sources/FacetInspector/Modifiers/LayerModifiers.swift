import FacetUI

extension InspectableView {
    /// The view layered in front of this one with `.overlay(…)` (or `.border(_:width:)`),
    /// the innermost when there are several.
    ///
    /// ```swift
    /// let badge = try sut.inspect().text().overlay().text().string()
    /// ```
    public func overlay() throws -> InspectableView<ViewType.ClassifiedView> {
        try layer(isBackground: false, call: "overlay")
    }

    /// The view layered behind this one with `.background(…)`, the innermost when there are
    /// several.
    public func background() throws -> InspectableView<ViewType.ClassifiedView> {
        try layer(isBackground: true, call: "background")
    }

    private func layer(isBackground: Bool, call: String) throws -> InspectableView<ViewType.ClassifiedView> {
        for wrapper in modifierNodes.reversed() {
            guard case .layer(isBackground, _) = wrapper._inspectedModifier else { continue }
            let content = wrapper._modifiedContent
            guard let layer = wrapper.children.first(where: { $0 !== content }) else { break }
            return InspectableView<ViewType.ClassifiedView>(
                host: host, entry: layer, path: path(appending: call + "()"))
        }
        throw missingModifier(call)
    }
}
