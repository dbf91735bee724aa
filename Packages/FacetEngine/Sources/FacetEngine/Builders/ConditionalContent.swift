import FacetUI

/// A view that is one of two views, with its storage public so that code can look at
/// which branch it holds (FacetUI's `_ConditionalContent` keeps its storage internal).
/// A change of branch replaces the content, as an `if`/`else` does.
///
/// ```swift
/// ConditionalContent(if: isCompact) { CompactRow() } otherwise: { RegularRow() }
/// ```
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View {
    /// The branch held.
    public enum Storage {
        /// The view shown where the condition holds.
        case trueContent(TrueContent)
        /// The view shown where it does not.
        case falseContent(FalseContent)
    }

    /// The branch held.
    public var storage: Storage

    /// Creates the view holding `storage`.
    public init(storage: Storage) { self.storage = storage }

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
