import FacetUI

/// A view that is `TrueContent` where `Condition` holds and `FalseContent` otherwise.
/// Only the chosen branch is built: the other branch's body never runs.
///
/// ```swift
/// StaticConditionalContent(IsDebug.self) {
///     NewProfileView()
/// } otherwise: {
///     LegacyProfileView()
/// }
/// ```
public struct StaticConditionalContent<
    Condition: StaticCondition,
    TrueContent: View,
    FalseContent: View
>: InputReadingView {
    /// The view built where the condition holds.
    public var trueContent: TrueContent
    /// The view built where it does not.
    public var falseContent: FalseContent

    /// Creates the view from view builders.
    public init(
        _: Condition.Type = Condition.self,
        @ViewBuilder then: () -> TrueContent,
        @ViewBuilder otherwise: () -> FalseContent = { EmptyView() }
    ) {
        (trueContent, falseContent) = (then(), otherwise())
    }

    public typealias Body = Never

    /// The branch `Condition` chooses.
    public func body(inputs: ViewInputs) -> any View { Condition.value ? trueContent : falseContent }
}
