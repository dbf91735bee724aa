import FacetUI

/// A view that makes its content from the subviews of a `Source` view: a tuple, a
/// `ForEach` or a group becomes a collection of subviews, each with its id, tag and
/// traits. Built on FacetUI's ``FacetUI/Group/init(subviews:transform:)``.
///
/// The subviews are read from the source's value without building it (see
/// ``FacetUI/Subview``): tuples, groups, `ForEach`, conditionals and sections are looked
/// through; a modifier applies to each subview of its content; any other view, a custom
/// view included, is one subview, built with its state where the content shows it.
///
/// ```swift
/// VariadicViewAdapter {
///     ForEach(Fruit.allCases, id: \.self) { Text($0.name) }
/// } content: { source in
///     ForEachSubview(source) { index, subview in
///         HStack {
///             Text(selection == subview.id(as: Fruit.self) ? "✓" : " ")
///             subview
///         }
///     }
/// }
/// ```
public struct VariadicViewAdapter<Source: View, Content: View>: View {
    var source: Source
    var content: (VariadicView<Source>) -> Content

    /// Creates the adapter from a source value.
    public init(source: Source, content: @escaping (VariadicView<Source>) -> Content) {
        self.source = source
        self.content = content
    }

    /// Creates the adapter from view builders.
    public init(
        @ViewBuilder source: () -> Source,
        @ViewBuilder content: @escaping (VariadicView<Source>) -> Content
    ) {
        self.init(source: source(), content: content)
    }

    public var body: some View {
        Group(subviews: source) { subviews in
            content(VariadicView(children: AnyVariadicView(subviews: subviews), source: source))
        }
    }
}
