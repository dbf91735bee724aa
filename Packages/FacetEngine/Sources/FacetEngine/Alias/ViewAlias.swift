import FacetUI

/// A view that stands for a view an ancestor supplies with
/// ``FacetUI/View/viewAlias(_:source:)``: static type erasure, without `AnyView`.
///
/// A component's configuration can hold an alias (`Label`) in place of a generic view
/// parameter, so that styles see one concrete type, while the component supplies the real
/// label from above. The source is passed down through the environment: the views between
/// the ancestor and the alias are not evaluated again when the source changes, and
/// building or rebuilding the alias does not evaluate the ancestor again. The source is
/// built where the alias is, directly: the graph holds the source's own view type there.
///
/// Without a source, the alias shows its ``defaultBody`` (`EmptyView` unless you give one).
/// Inside the source, the alias stands for the source supplied further out, so a source may
/// wrap the outer one.
///
/// ```swift
/// struct StepperLabel: ViewAlias {}
///
/// struct StepperConfiguration { var label: StepperLabel { StepperLabel() } }
///
/// Stepper(StepperConfiguration())          // its style shows `configuration.label`
///     .viewAlias(StepperLabel.self) { Text("Quantity") }
/// ```
@MainActor @preconcurrency
public protocol ViewAlias: InputReadingView where Body == Never {
    /// The view shown where no ancestor supplies a source.
    associatedtype DefaultBody: View = EmptyView
    /// The view shown where no ancestor supplies a source.
    @ViewBuilder var defaultBody: DefaultBody { get }
}

extension ViewAlias where DefaultBody == EmptyView {
    /// No view.
    public var defaultBody: EmptyView { EmptyView() }
}

extension ViewAlias {
    /// The nearest source an ancestor supplied, or ``defaultBody``.
    public func body(inputs: ViewInputs) -> any View { ViewAliasResolver(alias: self) }
}

extension View {
    /// Supplies `source` as the view every `Alias` below this view shows.
    ///
    /// ```swift
    /// StepperView(configuration).viewAlias(StepperLabel.self) { Text("Quantity") }
    /// ```
    public func viewAlias<Alias: ViewAlias, Source: View>(
        _: Alias.Type, @ViewBuilder source: () -> Source
    ) -> some View {
        modifier(ViewAliasSourceModifier<Alias, Source>(source: source()))
    }
}

/// A modifier that supplies `Source` as the view `Alias` stands for in its content.
public struct ViewAliasSourceModifier<Alias: ViewAlias, Source: View>: ViewModifier {
    /// The view the aliases below show.
    public var source: Source
    @Environment(\.[viewAlias: ViewAliasSlot<Alias>()]) private var outer

    /// Creates the modifier supplying `source` for `Alias`.
    public init(_: Alias.Type = Alias.self, source: Source) { self.source = source }

    public func body(content: Content) -> some View {
        content.environment(
            \.[viewAlias: ViewAliasSlot<Alias>()], ViewAliasSource(view: source, outer: outer))
    }
}
