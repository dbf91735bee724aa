/// A modifier that gives its content's subviews container values, known without building
/// it: a view reading subviews (``Group/init(subviews:transform:)``, ``SubviewsCollection``)
/// applies ``writeContainerValues(_:)`` to each subview of the content, as it does for
/// ``View/containerValue(_:_:)``. A custom modifier's body is otherwise not evaluated by a
/// reader, so the container values it writes there would not be seen.
///
/// The modifier's `body` is still built where the subview is shown; write the same values
/// there, or return the content as is.
///
/// ```swift
/// struct Highlighted: ContainerValuesWritingModifier {
///     func writeContainerValues(_ values: inout ContainerValues) { values.isHighlighted = true }
///     func body(content: Content) -> some View { content }
/// }
/// ```
@MainActor @preconcurrency
public protocol ContainerValuesWritingModifier: ViewModifier {
    /// Writes this modifier's values for each subview of its content.
    func writeContainerValues(_ values: inout ContainerValues)
}
