import FacetUI

/// One of two views — or of two view modifiers — with its storage public so that code can
/// look at which branch it holds (FacetUI's `_ConditionalContent` keeps its storage
/// internal). A change of branch replaces the content, as an `if`/`else` does.
/// ``ViewModifierBuilder`` builds it for `if`/`else` between modifiers.
///
/// ```swift
/// ConditionalContent(if: isCompact) { CompactRow() } otherwise: { RegularRow() }
/// ```
public struct ConditionalContent<TrueContent, FalseContent> {
    /// The branch held.
    public enum Storage {
        /// The content where the condition holds.
        case trueContent(TrueContent)
        /// The content where it does not.
        case falseContent(FalseContent)
    }

    /// The branch held.
    public var storage: Storage

    /// Creates the content holding `storage`.
    public init(storage: Storage) { self.storage = storage }
}

extension ConditionalContent: View where TrueContent: View, FalseContent: View {
    /// Creates the view from a condition and two view builders; only the chosen one runs.
    public init(
        if condition: Bool, @ViewBuilder then: () -> TrueContent, @ViewBuilder otherwise: () -> FalseContent
    ) {
        storage = condition ? .trueContent(then()) : .falseContent(otherwise())
    }

    public var body: some View {
        switch storage {
        case .trueContent(let content): content
        case .falseContent(let content): content
        }
    }
}

extension ConditionalContent: ViewModifier where TrueContent: ViewModifier, FalseContent: ViewModifier {
    /// Creates the modifier from a condition and two modifier builders; only the chosen one
    /// runs.
    public init(
        if condition: Bool, @ViewModifierBuilder then: () -> TrueContent,
        @ViewModifierBuilder otherwise: () -> FalseContent
    ) {
        storage = condition ? .trueContent(then()) : .falseContent(otherwise())
    }

    public func body(content: Content) -> some View {
        switch storage {
        case .trueContent(let modifier): content.modifier(modifier)
        case .falseContent(let modifier): content.modifier(modifier)
        }
    }
}
