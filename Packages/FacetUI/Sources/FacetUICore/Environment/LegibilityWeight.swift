/// The Accessibility Bold Text user setting options.
public enum LegibilityWeight: Hashable, Sendable {
    /// Use regular font weight (no Accessibility Bold).
    case regular
    /// Use heavier font weight (force Accessibility Bold).
    case bold
}
