/// A directional indicator you use when making an accessibility adjustment.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// Increase the value.
    case increment
    /// Decrease the value.
    case decrement
}
