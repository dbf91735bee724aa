/// A modifier that must resolve to a concrete modifier in an environment before use: its
/// `resolve(in:)` is called with the environment of the modified view, and again when that
/// environment changes.
///
/// ```swift
/// struct Emphasis: EnvironmentalModifier {
///     func resolve(in environment: EnvironmentValues) -> some ViewModifier {
///         BorderModifier(width: environment.isEnabled ? 2 : 1)
///     }
/// }
/// ```
public protocol EnvironmentalModifier: ViewModifier where Body == Never {
    /// The type of modifier to use after being resolved.
    associatedtype ResolvedModifier: ViewModifier
    /// Resolve to a concrete modifier in the given `environment`.
    func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

/// The node of an ``EnvironmentalModifier``: its body is the content with the modifier the
/// environment resolves it to, resolved again when the environment changes.
@MainActor
final class EnvironmentalModifierNode<Content: View, Modifier: ViewModifier>: BodyNode<
    ModifiedContent<Content, Modifier>
>
{
    override var propertyOwner: Any { value.modifier }

    override func makeBody() -> any View {
        let content = _ViewModifier_Content<Modifier>(content: value.content)
        func resolved<M: EnvironmentalModifier>(_ modifier: M) -> any View {
            content.modifier(modifier.resolve(in: environment))
        }
        guard let modifier = value.modifier as? any EnvironmentalModifier else { return content }
        return resolved(modifier)
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        if environmentChanged && !valueChanged {
            evaluate()
        } else {
            super.didUpdate(valueChanged: valueChanged, environmentChanged: environmentChanged)
        }
    }
}
