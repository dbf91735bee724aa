import Foundation

/// A modifier that changes the transaction of every update of its content.
///
/// Underscored because SwiftUI's is: `.transaction(_:)` returns it, with the same public
/// `transform`, and ViewInspector reads it by that name (`callTransaction()`).
public struct _TransactionModifier: ViewModifier, PrimitiveModifier {
    /// Changes the transaction.
    public var transform: (inout Transaction) -> Void

    /// Creates a modifier that changes transactions with `transform`.
    public init(transform: @escaping (inout Transaction) -> Void) {
        self.transform = transform
    }

    public typealias Body = Never

    func makeNode<Content: View>(
        content: ModifiedContent<Content, Self>, graph: ViewGraph, parent: ViewNode,
        environment: EnvironmentValues
    ) -> ViewNode {
        TransactionScopeNode(
            content, graph: graph, parent: parent, environment: environment, child: { $0.content },
            rule: { value, _, transaction in value.modifier.transform(&transaction) },
            descendantRule: { value, transaction in value.modifier.transform(&transaction) })
    }
}

@_spi(Inspection)
extension _TransactionModifier: InspectableModifier {
    /// "transaction".
    public var modifierName: String { "transaction" }
}

/// A modifier that changes the transaction of an update of its content when `value` has
/// changed since the previous update.
///
/// Underscored because SwiftUI's is: `.transaction(value:_:)` returns it.
public struct _ValueTransactionModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    /// The value compared between updates.
    public var value: Value
    /// Changes the transaction.
    public var transform: (inout Transaction) -> Void

    /// Creates a modifier that changes the transaction with `transform` when `value` changes.
    public init(value: Value, transform: @escaping (inout Transaction) -> Void) {
        self.value = value
        self.transform = transform
    }

    public typealias Body = Never

    func makeNode<Content: View>(
        content: ModifiedContent<Content, Self>, graph: ViewGraph, parent: ViewNode,
        environment: EnvironmentValues
    ) -> ViewNode {
        TransactionScopeNode(
            content, graph: graph, parent: parent, environment: environment, child: { $0.content },
            whenChanged: { $0.modifier.value },
            apply: { view, transaction in view.modifier.transform(&transaction) })
    }
}

@_spi(Inspection)
extension _ValueTransactionModifier: InspectableModifier {
    /// "transaction".
    public var modifierName: String { "transaction" }
}

/// A modifier that animates the changes of its content with `animation` when `value` has
/// changed since the previous update (unless the transaction disables animations).
///
/// Underscored because SwiftUI's is: `.animation(_:value:)` returns it, with the same
/// public `animation` and `value`.
public struct _AnimationModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    /// The animation applied, or `nil` to remove the animation.
    public var animation: Animation?
    /// The value whose changes are animated.
    public var value: Value

    /// Creates a modifier that animates with `animation` when `value` changes.
    public init(animation: Animation?, value: Value) {
        self.animation = animation
        self.value = value
    }

    public typealias Body = Never

    func makeNode<Content: View>(
        content: ModifiedContent<Content, Self>, graph: ViewGraph, parent: ViewNode,
        environment: EnvironmentValues
    ) -> ViewNode {
        TransactionScopeNode(
            content, graph: graph, parent: parent, environment: environment, child: { $0.content },
            whenChanged: { $0.modifier.value },
            apply: { view, transaction in view.modifier.apply(to: &transaction) })
    }
}

extension _AnimationModifier {
    /// Sets the animation of `transaction` unless it disables animations.
    func apply(to transaction: inout Transaction) { animation.animate(&transaction) }
}

extension Optional where Wrapped == Animation {
    /// Sets this animation as `transaction`'s, unless it disables animations (what the
    /// implicit animation modifiers do).
    func animate(_ transaction: inout Transaction) {
        if !transaction.disablesAnimations { transaction.animation = self }
    }
}

@_spi(Inspection)
extension _AnimationModifier: InspectableModifier {
    /// "animation".
    public var modifierName: String { "animation" }
}

/// A view that animates the changes of its content with `animation` whenever the content
/// changes (it is compared with `==`).
///
/// Underscored because SwiftUI's is: `.animation(_:)` on an `Equatable` view returns it.
public struct _AnimationView<Content: View & Equatable>: View, PrimitiveView {
    /// The animated view.
    public var content: Content
    /// The animation applied, or `nil` to remove the animation.
    public var animation: Animation?

    /// Creates a view animating `content`'s changes with `animation`.
    public init(content: Content, animation: Animation?) {
        self.content = content
        self.animation = animation
    }

    public typealias Body = Never

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        TransactionScopeNode(
            self, graph: graph, parent: parent, environment: environment, child: { $0.content },
            whenChanged: { $0.content }, apply: { view, transaction in view.animation.animate(&transaction) })
    }
}

/// What `.animation(_:)` on an equatable view applies to it, as inspection tools read it.
@_spi(Inspection)
public struct AnimationViewModifier: InspectableModifier {
    /// The animation applied when the content changes.
    public let animation: Animation?
    /// "animation".
    public var modifierName: String { "animation" }
}

extension _AnimationView: ModifierView {
    static var modifiedContentType: any View.Type { Content.self }
    var appliedModifier: Any { AnimationViewModifier(animation: animation) }
}

/// The content of a `.transaction(_:body:)` or `.animation(_:body:)` modifier inside its
/// body: the view being modified, updated under the transaction outside the modifier.
///
/// ```swift
/// Text("Score").animation(.smooth) { content in
///     content.opacity(isDimmed ? 0.5 : 1)   // animated; the text itself is not
/// }
/// ```
public struct PlaceholderContentView<Value>: View, PrimitiveView {
    let content: any View
    /// Whether the content is updated under the transaction outside the enclosing
    /// body-scoped modifier (`false` for a transition's content, which its transition node
    /// places itself).
    let restoresTransaction: Bool

    init(content: any View, restoresTransaction: Bool = true) {
        self.content = content
        self.restoresTransaction = restoresTransaction
    }

    public typealias Body = Never

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        PlaceholderContentNode(self, graph: graph, parent: parent, environment: environment)
    }
}

/// What a ``PlaceholderContentView`` applies, as inspection tools read it: nothing of its
/// own; it stands for the modified view inside `.transaction(_:body:)` and
/// `.animation(_:body:)`, so inspection reaches that view through it.
@_spi(Inspection)
public struct PlaceholderContentModifier: InspectableModifier {
    /// "content".
    public var modifierName: String { "content" }
}

extension PlaceholderContentView: ModifierView {
    static var modifiedContentType: any View.Type { (Value.self as? any View.Type) ?? EmptyView.self }
    var appliedModifier: Any { PlaceholderContentModifier() }
}

/// The view `.transaction(_:body:)` and `.animation(_:body:)` make: their body, built
/// around a placeholder for the content, updated under the changed transaction.
struct TransactionBodyView<Body: View>: View, PrimitiveView, BodyScopedTransactionView {
    let transform: (inout Transaction) -> Void
    let scopedBody: Body

    var body: Never { fatalError("TransactionBodyView has no body") }

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        TransactionScopeNode(
            self, graph: graph, parent: parent, environment: environment, child: { $0.scopedBody },
            rule: { value, _, transaction in value.transform(&transaction) },
            descendantRule: { value, transaction in value.transform(&transaction) })
    }
}

/// What `.transaction(_:body:)` and `.animation(_:body:)` apply, as inspection tools read
/// it.
@_spi(Inspection)
public struct TransactionBodyModifier: InspectableModifier {
    /// Changes the transaction of the body's modifiers.
    public let transform: (inout Transaction) -> Void
    /// "transaction".
    public var modifierName: String { "transaction" }
}

extension TransactionBodyView: ModifierView {
    static var modifiedContentType: any View.Type { Body.self }
    var appliedModifier: Any { TransactionBodyModifier(transform: transform) }
}

extension View {
    /// Applies `transform` to the transaction of every update of this view and the views
    /// it contains.
    ///
    /// ```swift
    /// Text(status).transaction { $0.animation = nil }   // never animated
    /// ```
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_TransactionModifier(transform: transform))
    }

    /// Applies `transform` to the transaction of an update of this view when `value` has
    /// changed since the previous update.
    public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void)
        -> some View
    {
        modifier(_ValueTransactionModifier(value: value, transform: transform))
    }

    /// Animates the changes of this view with `animation` when `value` changes.
    ///
    /// ```swift
    /// Circle().scaleEffect(isOn ? 1.5 : 1).animation(.bouncy, value: isOn)
    /// ```
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_AnimationModifier(animation: animation, value: value))
    }

    /// Animates every change of this view with `animation` (unless the transaction
    /// disables animations).
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    @_disfavoredOverload
    public func animation(_ animation: Animation?) -> some View {
        transaction { animation.animate(&$0) }
    }

    /// Applies `transform` to the transaction of the modifiers `body` puts around this
    /// view (its `content` argument), not to the view itself.
    ///
    /// ```swift
    /// Text("Total").transaction { $0.animation = .snappy } body: { content in
    ///     content.offset(x: shift)
    /// }
    /// ```
    public func transaction<V: View>(
        _ transform: @escaping (inout Transaction) -> Void,
        @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> some View {
        TransactionBodyView(transform: transform, scopedBody: body(PlaceholderContentView(content: self)))
    }

    /// Animates with `animation` the changes of the modifiers `body` puts around this view
    /// (its `content` argument), not the view itself.
    ///
    /// ```swift
    /// Image(systemName: "star").animation(.easeInOut) { content in
    ///     content.scaleEffect(isSelected ? 1.2 : 1)
    /// }
    /// ```
    public func animation<V: View>(
        _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> some View {
        transaction({ animation.animate(&$0) }, body: body)
    }
}

extension View where Self: Equatable {
    /// Animates every change of this view (compared with `==`) with `animation`.
    public func animation(_ animation: Animation?) -> some View {
        _AnimationView(content: self, animation: animation)
    }
}

extension ViewModifier {
    /// This modifier, with `transform` applied to the transaction of its updates.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some ViewModifier {
        _PushPopTransactionModifier(content: self, transform: transform)
    }

    /// This modifier, animating its changes with `animation`.
    public func animation(_ animation: Animation?) -> some ViewModifier {
        transaction { animation.animate(&$0) }
    }
}

/// A modifier applied under a transaction change: `content` is applied to the view under
/// the transaction changed by `base`; the view itself is updated under the transaction
/// outside.
///
/// Underscored because SwiftUI's is: `ViewModifier.transaction(_:)` returns it.
public struct _PushPopTransactionModifier<Content: ViewModifier>: ViewModifier, PrimitiveModifier {
    /// The modifier applied.
    public var content: Content
    /// The transaction change.
    public var base: _TransactionModifier

    /// Creates a modifier applying `content` under the transaction changed by `transform`.
    public init(content: Content, transform: @escaping (inout Transaction) -> Void) {
        self.content = content
        base = _TransactionModifier(transform: transform)
    }

    public typealias Body = Never

    func makeNode<Modified: View>(
        content: ModifiedContent<Modified, Self>, graph: ViewGraph, parent: ViewNode,
        environment: EnvironmentValues
    ) -> ViewNode {
        TransactionScopeNode(
            content, graph: graph, parent: parent, environment: environment,
            child: { PlaceholderContentView<Modified>(content: $0.content).modifier($0.modifier.content) },
            rule: { value, _, transaction in value.modifier.base.transform(&transaction) },
            descendantRule: { value, transaction in value.modifier.base.transform(&transaction) })
    }
}

@_spi(Inspection)
extension _PushPopTransactionModifier: InspectableModifier {
    /// "transaction".
    public var modifierName: String { "transaction" }
}

/// Marks `_PushPopTransactionModifier`, whatever modifier it applies.
protocol PushPopTransactionMarker {}
extension _PushPopTransactionModifier: PushPopTransactionMarker {}
extension ModifiedContent: BodyScopedTransactionView where Modifier: PushPopTransactionMarker {}
