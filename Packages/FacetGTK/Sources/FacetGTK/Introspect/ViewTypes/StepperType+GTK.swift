import FacetIntrospect
import FacetUI

extension StepperType: GTKIntrospectable {
    /// The `GtkSpinButton` of a `Stepper` bound to a number (the `GtkBox` of linked "−" and
    /// "+" buttons for one with only actions).
    public static func backs(_ widget: GTKWidget) -> Bool { widget.content is StepperContent }
}
