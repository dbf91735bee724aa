/// A section of a view's content, as ``Group/init(sections:transform:)`` sees it: a
/// `Section`'s header, content and footer subviews, or a run of subviews outside sections.
public struct SectionConfiguration: Identifiable {
    /// Identifies a section by its place in the content.
    public struct ID: Hashable, Sendable {
        let path: [SubviewPathComponent]
        let index: Int
    }

    /// Identifies this section.
    nonisolated public let id: ID
    /// The values written on the section (``View/containerValue(_:_:)``, `.tag(_:)`).
    public let containerValues: ContainerValues
    /// The subviews of the section's header.
    public let header: SubviewsCollection
    /// The subviews of the section's footer.
    public let footer: SubviewsCollection
    /// The subviews of the section's content.
    public let content: SubviewsCollection
}

/// The sections of a view, in order. Made by ``Group/init(sections:transform:)``.
public struct SectionCollection: RandomAccessCollection {
    let sections: [SectionConfiguration]

    init(sections: [SectionConfiguration]) { self.sections = sections }

    /// The sections of `view`, read from its value without building it, for code that works
    /// outside a graph (FacetEngine's variadic views, tools). In a view, use
    /// ``Group/init(sections:transform:)``.
    @MainActor public init<V: View>(sectionsOf view: V) {
        self.init(sections: SubviewReader.read(view).sectionConfigurations)
    }

    public var startIndex: Int { sections.startIndex }
    public var endIndex: Int { sections.endIndex }
    public subscript(index: Int) -> SectionConfiguration { sections[index] }
}

extension SubviewReader {
    /// The sections of the content read: each `Section`, and each run of subviews between
    /// sections.
    var sectionConfigurations: [SectionConfiguration] {
        var result: [SectionConfiguration] = []
        var loose: [Subview] = []
        func flushLoose() {
            guard !loose.isEmpty else { return }
            result.append(
                SectionConfiguration(
                    id: .init(path: loose[0].id.path, index: result.count),
                    containerValues: ContainerValues(),
                    header: SubviewsCollection(subviews: []), footer: SubviewsCollection(subviews: []),
                    content: SubviewsCollection(subviews: loose)))
            loose = []
        }
        var next = 0
        for mark in sections {
            loose += subviews[next..<mark.range.lowerBound]
            flushLoose()
            let parts = subviews[mark.range]
            func part(_ role: SubviewRole) -> SubviewsCollection {
                SubviewsCollection(subviews: parts.filter { $0.role == role })
            }
            result.append(
                SectionConfiguration(
                    id: .init(path: mark.path, index: result.count), containerValues: mark.containerValues,
                    header: part(.header), footer: part(.footer), content: part(.content)))
            next = mark.range.upperBound
        }
        loose += subviews[next...]
        flushLoose()
        return result
    }
}

/// The content of a ``Group/init(sections:transform:)``: the transform of the sections.
public struct GroupSectionsOfContent<Sections: View, Content: View>: View {
    let sections: Sections
    let transform: (SectionCollection) -> Content

    public var body: some View {
        transform(SectionCollection(sections: SubviewReader.read(sections).sectionConfigurations))
    }
}

extension Group {
    /// Makes a view from the sections of `view`: each `Section` (its header, content and
    /// footer subviews) and each run of subviews outside sections.
    ///
    /// ```swift
    /// Group(sections: content) { sections in
    ///     ForEach(sections) { section in
    ///         section.header.bold()
    ///         section.content
    ///     }
    /// }
    /// ```
    public init<Base: View, Result: View>(
        sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result
    ) where Content == GroupSectionsOfContent<Base, Result> {
        self.content = GroupSectionsOfContent(sections: view, transform: transform)
    }
}

/// The sections a ``ForEach/init(sections:content:)`` shows a row for.
public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
    let sections: [SectionConfiguration]

    public var startIndex: Int { sections.startIndex }
    public var endIndex: Int { sections.endIndex }
    public subscript(index: Int) -> SectionConfiguration { sections[index] }
}

extension ForEach {
    /// Creates one row per section of `view` (see ``Group/init(sections:transform:)``).
    ///
    /// ```swift
    /// ForEach(sections: content) { section in
    ///     section.header
    ///     section.content
    /// }
    /// ```
    @MainActor public init<V: View>(
        sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content
    )
    where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID, Content: View {
        self.init(
            data: ForEachSectionCollection(sections: SubviewReader.read(view).sectionConfigurations),
            content: content, identify: { $0.id })
    }
}
