/// Defines the behavior for the child elements of the new parent element
/// (`.accessibilityElement(children:)`).
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Behavior: Hashable, Sendable { case ignore, contain, combine }
    let behavior: Behavior

    /// Any child accessibility elements become hidden: the new element has only the
    /// properties set on it.
    public static let ignore = AccessibilityChildBehavior(behavior: .ignore)
    /// Any child accessibility elements become children of the new element.
    public static let contain = AccessibilityChildBehavior(behavior: .contain)
    /// The new element combines the properties of its children (their labels, in order).
    public static let combine = AccessibilityChildBehavior(behavior: .combine)
}
