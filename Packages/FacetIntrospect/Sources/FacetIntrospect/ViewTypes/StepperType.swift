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

extension TerminalViewVersion<StepperType, StepperWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1)
}
