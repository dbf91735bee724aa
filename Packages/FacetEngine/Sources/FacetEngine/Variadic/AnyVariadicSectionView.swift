import FacetUI

/// A section of a ``VariadicView``'s source: a `Section`'s header, content and footer
/// subviews, or a run of subviews outside sections. As a view, it shows its header, content
/// and footer in order.
///
/// ```swift
/// VariadicViewAdapter { content } content: { source in
///     ForEach(source.sections) { section in
///         section.header.bold()
///         section.content
///     }
/// }
/// ```
public struct AnyVariadicSectionView: View, Identifiable {
    /// The subviews of the header.
    public typealias Header = AnyVariadicView
    /// The subviews of the footer.
    public typealias Footer = AnyVariadicView

    /// Identifies the section by its place in the source.
    nonisolated public let id: SectionConfiguration.ID
    /// The subviews of the header.
    public let header: Header
    /// The subviews of the content.
    public let content: AnyVariadicView
    /// The subviews of the footer.
    public let footer: Footer

    init(_ section: SectionConfiguration) {
        id = section.id
        header = AnyVariadicView(subviews: section.header)
        content = AnyVariadicView(subviews: section.content)
        footer = AnyVariadicView(subviews: section.footer)
    }

    public var body: some View {
        header
        content
        footer
    }
}

extension VariadicView {
    /// The sections of the source, in order.
    public var sections: [AnyVariadicSectionView] {
        SectionCollection(sectionsOf: source).map(AnyVariadicSectionView.init)
    }
}
