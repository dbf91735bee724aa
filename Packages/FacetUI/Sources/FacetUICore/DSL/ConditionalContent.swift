/// The content of an `if`/`else` or `switch` in a ``ViewBuilder``: one of two views.
///
/// Each branch has its own identity: switching branches replaces the view (and its state).
///
/// Underscored because SwiftUI's is: `ViewBuilder.buildEither` returns it, so it is part of
/// the types SwiftUI code spells, and ViewInspector looks through it by that name.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    /// Which branch was taken, with its view.
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    /// The branch taken.
    public let storage: Storage

    /// Creates conditional content holding one branch.
    public init(storage: Storage) { self.storage = storage }

    public typealias Body = Never
}
