import FacetUI
@_spi(Inspection) import FacetUICore

extension InspectableView {
    /// The style (as a `S`: `Color.self`) and width of the view's `.border(_:width:)` — an
    /// overlay of a traced shape —, the innermost when there are several.
    ///
    /// ```swift
    /// let border = try sut.inspect().text().border(Color.self)
    /// #expect(border == InspectedBorder(shapeStyle: .red, width: 2))
    /// ```
    public func border<S: ShapeStyle>(_ style: S.Type) throws -> InspectedBorder<S> {
        for wrapper in modifierNodes {
            guard let (shape, stroke) = Self.borderShape(of: wrapper) else { continue }
            guard let typed = shape.inspectedStyle as? S else {
                throw InspectionError.typeMismatch(
                    factual: Inspector.typeName(ofType: type(of: shape.inspectedStyle)),
                    expected: Inspector.typeName(ofType: S.self))
            }
            return InspectedBorder(shapeStyle: typed, width: stroke.lineWidth)
        }
        throw missingModifier("border")
    }

    /// The traced shape and its stroke when `wrapper` is an overlay modifier's node whose
    /// layer is a traced shape (what `.border(_:width:)` makes), else `nil`.
    static func borderShape(of wrapper: ViewNode) -> (shape: any InspectedShapeView, stroke: StrokeStyle)? {
        guard let modifier = wrapper.appliedModifier as? any InspectedLayer, !modifier.isBackground else {
            return nil
        }
        let content = wrapper.modifiedContent
        guard let layer = wrapper.children.first(where: { $0 !== content })?.unwrappingModifiers,
            let shape = layer.view as? any InspectedShapeView, let stroke = shape.inspectedStrokeStyle
        else { return nil }
        return (shape, stroke)
    }
}
