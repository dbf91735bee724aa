import FacetTerminal
import FacetUI

/// An introspectable view type: `Stepper`.
///
/// ```swift
/// .introspect(.stepper, on: .terminal(.v1)) { (widget: StepperWidget) in … }
/// ```
public struct StepperType: IntrospectableViewType {}

extension IntrospectableViewType where Self == StepperType {
    /// `Stepper`.
    public static var stepper: Self { .init() }
}

extension StepperType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = StepperWidget
}

extension TerminalViewVersion<StepperType, StepperWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1)
}
