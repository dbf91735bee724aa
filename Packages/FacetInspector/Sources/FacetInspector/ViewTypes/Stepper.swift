import FacetUI
@_spi(Inspection) import FacetUICore

/// Marks `Stepper` for inspection, whatever its generic arguments.
@MainActor
protocol InspectedStepper: EditingChangeReporting {}
extension Stepper: InspectedStepper {
    var inspectedOnEditingChanged: (Bool) -> Void { onEditingChanged }
}

extension ViewType {
    /// `Stepper` as inspection sees it.
    public struct Stepper: KnownViewType {
        /// "Stepper".
        public static var typePrefix: String { "Stepper" }
        /// Whether `node` holds a `Stepper`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedStepper }
    }
}

extension InspectableView {
    /// The only enclosed `Stepper` (or this view, when it is one).
    public func stepper() throws -> InspectableView<ViewType.Stepper> {
        try child(ViewType.Stepper.self, call: "stepper", index: nil)
    }

    /// The enclosed `Stepper` at `index`.
    public func stepper(_ index: Int) throws -> InspectableView<ViewType.Stepper> {
        try child(ViewType.Stepper.self, call: "stepper", index: index)
    }
}

extension InspectableView where View == ViewType.Stepper {
    /// Runs the stepper's `onEditingChanged` action with `false` (editing ended), as
    /// ViewInspector does, then applies the updates.
    public func callOnEditingChanged() throws { try callEditingChanged() }

    /// The stepper's label.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> { try controlLabel() }

    /// Acts as the user: presses the increment button, then applies the updates.
    public func increment() throws {
        try send(.step(true))
    }

    /// Acts as the user: presses the decrement button, then applies the updates.
    public func decrement() throws {
        try send(.step(false))
    }
}
