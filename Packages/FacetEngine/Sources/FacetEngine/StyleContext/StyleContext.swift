import FacetUI

/// The kind of container a view is in — a scroll view, a list, a form — used to choose
/// styling and modifiers statically, when the view is built
/// (``StyleContextConditionalModifier``, ``FacetUI/View/styledViewStyle(_:style:predicate:)``).
///
/// FacetUI's containers set the context of their content: ``ScrollViewStyleContext``,
/// ``ListStyleContext``, ``FormStyleContext``, ``NavigationStackStyleContext``; elsewhere it
/// is ``NoStyleContext``. Define your own and set it with ``FacetUI/View/styleContext(_:)``.
///
/// ```swift
/// struct CardStyleContext: StyleContext {}
/// extension StyleContext where Self == CardStyleContext {
///     static var card: CardStyleContext { .init() }
/// }
/// CardContent().styleContext(.card)
/// ```
public protocol StyleContext {
    /// Other contexts in which this one also matches (a list's predicate matches in a form).
    static var aliases: [any StyleContext.Type] { get }

    /// Whether this context matches the current one, described by `input`.
    static func evaluate(_ input: StyleContextInputs) -> Bool
}

extension StyleContext {
    /// No aliases by default.
    public static var aliases: [any StyleContext.Type] { [] }

    /// Matches when the current context is this one or one of its aliases.
    public static func evaluate(_ input: StyleContextInputs) -> Bool { input.contains(Self.self) }

    /// Whether `type` is this context or, recursively, one of its aliases.
    static func matches(_ type: Any.Type) -> Bool {
        type == Self.self || aliases.contains { $0.matches(type) }
    }
}

/// The current style context, as a ``StyleContext`` evaluates it.
public struct StyleContextInputs {
    /// The type of the current context (``NoStyleContext`` outside every container).
    public var type: Any.Type

    /// Creates inputs for the context of type `type`.
    public init(type: Any.Type) { self.type = type }

    /// Whether the current context is `Context` or one of its aliases.
    public func contains<Context: StyleContext>(_: Context.Type) -> Bool { Context.matches(type) }
}
