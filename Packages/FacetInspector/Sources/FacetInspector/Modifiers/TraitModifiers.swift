import FacetUI
import Foundation

extension InspectableView {
    /// The number of columns the view spans in a grid row, set with `.gridCellColumns(_:)`
    /// (at least 1).
    ///
    /// ```swift
    /// #expect(try sut.inspect().grid().gridRow(0).text(0).gridCellColumns() == 2)
    /// ```
    public func gridCellColumns() throws -> Int {
        try modifier("gridCellColumns") { if case .gridCellColumns(let count) = $0 { count } else { nil } }
    }

    /// The value set for `key` with `.layoutValue(key:value:)`, as a custom `Layout` reads
    /// it from the view's subview proxy.
    public func layoutValue<K: LayoutValueKey>(_ key: K.Type) throws -> K.Value {
        try modifier("layoutValue(\(Inspector.typeName(ofType: K.self)))") {
            if case .trait(let trait, let value) = $0, trait == K._layoutTraitKey {
                value as? K.Value
            } else {
                nil
            }
        }
    }

    /// The value written at `keyPath` with `.containerValue(_:_:)`, as a container reading
    /// its subviews finds it in `containerValues`.
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>) throws -> V {
        try modifier("containerValue") {
            if case .containerValue(let written, let value) = $0, written == keyPath {
                value as? V
            } else {
                nil
            }
        }
    }
}
