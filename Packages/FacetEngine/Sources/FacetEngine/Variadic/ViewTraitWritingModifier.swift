import FacetUI

/// A modifier that gives each subview of its content the value `value` for trait `Trait`,
/// read by a ``VariadicViewAdapter`` with the subview's subscript. It is a FacetUI
/// `ContainerValuesWritingModifier`, so readers of subviews see the value without building
/// the modifier; ``FacetUI/View/trait(_:_:)`` writes the same value.
///
/// ```swift
/// struct IsDestructive: ViewTraitKey { typealias Value = Bool }
///
/// Button("Delete") {}.modifier(ViewTraitWritingModifier<IsDestructive>(value: true))
/// // in the adapter's content:
/// subview[IsDestructive.self, default: false]   // true
/// ```
public struct ViewTraitWritingModifier<Trait: ViewTraitKey>: ContainerValuesWritingModifier {
    /// The value given to the subviews.
    public var value: Trait.Value

    /// Creates the modifier giving `value` for `Trait`.
    public init(value: Trait.Value) { self.value = value }

    /// Writes the trait's value for each subview of the content.
    public func writeContainerValues(_ values: inout ContainerValues) {
        values[viewTrait: ViewTraitSlot<Trait>()] = value
    }

    /// The content as is: the value is read by the subviews' reader.
    public func body(content: Content) -> some View { content }
}
