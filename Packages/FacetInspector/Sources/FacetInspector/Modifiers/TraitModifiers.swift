import FacetUI
@_spi(Inspection) import FacetUICore
import Foundation

extension InspectableView {
    /// The number of columns the view spans in a grid row, set with `.gridCellColumns(_:)`
    /// (at least 1).
    ///
    /// ```swift
    /// #expect(try sut.inspect().grid().gridRow(0).text(0).gridCellColumns() == 2)
    /// ```
    public func gridCellColumns() throws -> Int {
        try modifier(TraitWritingModifier<GridCellColumnsTrait>.self, "gridCellColumns").value
    }

    /// The value set for `key` with `.layoutValue(key:value:)`, as a custom `Layout` reads
    /// it from the view's subview proxy.
    public func layoutValue<K: LayoutValueKey>(_ key: K.Type) throws -> K.Value {
        try modifier(
            TraitWritingModifier<LayoutValueTrait<K>>.self,
            "layoutValue(\(Inspector.typeName(ofType: K.self)))"
        )
        .value
    }

    /// The value written at `keyPath` with `.containerValue(_:_:)`, as a container reading
    /// its subviews finds it in `containerValues`.
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>) throws -> V {
        try modifier(TraitWritingModifier<ContainerValuesTrait>.self, "containerValue") {
            guard let write = $0.value as? ContainerValueWrite<V>, write.keyPath == keyPath else {
                return nil
            }
            return write.value
        }
    }
}
