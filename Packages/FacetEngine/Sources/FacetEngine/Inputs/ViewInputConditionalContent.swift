import FacetUI

/// A view that is either `TrueContent` or `FalseContent`, chosen once from its graph
/// inputs by `Condition` when it is built: only the chosen branch is built, and the other
/// branch's body never runs.
///
/// ```swift
/// ViewInputConditionalContent(IsAxisHorizontal.self) {
///     Text("in a row")
/// } otherwise: {
///     Text("elsewhere")
/// }
/// ```
public struct ViewInputConditionalContent<
    Condition: ViewInputsCondition,
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
        @ViewBuilder then: () -> TrueContent = { EmptyView() },
        @ViewBuilder otherwise: () -> FalseContent = { EmptyView() }
    ) {
        self.init(Condition.self, then: then(), otherwise: otherwise())
    }

    /// Creates the view from its two branches.
    public init(
        _: Condition.Type = Condition.self,
        then: TrueContent = EmptyView(),
        otherwise: FalseContent = EmptyView()
    ) {
        (trueContent, falseContent) = (then, otherwise)
    }

    public typealias Body = Never

    /// The branch `Condition` chooses for `inputs`.
    public func body(inputs: ViewInputs) -> any View {
        Condition.evaluate(inputs) ? trueContent : falseContent
    }
}
