/// Reads the subviews of a view value without building it (see ``Subview``).
@MainActor
struct SubviewReader {
    private(set) var subviews: [Subview] = []
    /// The sections met, in order (subviews outside them form sections of their own).
    private(set) var sections: [SectionMark] = []

    private var path: [SubviewPathComponent] = []
    private var writes: [any ContainerValueWriting] = []
    private var tag: AnyHashable?
    private var zIndex = 0.0
    private var explicitID: AnyHashable?
    private var role = SubviewRole.content
    private var isInSection = false

    /// A section's subviews and its own identity and values.
    struct SectionMark {
        var range: Range<Int>
        var path: [SubviewPathComponent]
        var containerValues: ContainerValues
    }

    /// The subviews of `view`.
    static func read(_ view: any View) -> SubviewReader {
        var reader = SubviewReader()
        reader.visit(view)
        return reader
    }

    mutating func visit(_ view: any View) {
        if let source = view as? any SubviewSource {
            source.appendSubviews(to: &self)
        } else if let forwarding = view as? any SubviewsForwardingView {
            visit(forwarding.forwardedContent)
        } else {
            subviews.append(
                Subview(
                    id: Subview.ID(path: path), containerValues: containerValues, explicitID: explicitID,
                    view: view, role: role))
        }
    }

    /// The values written by the traits around the current position.
    var containerValues: ContainerValues {
        var values = ContainerValues()
        values.tag = tag
        values.zIndex = zIndex
        for write in writes { write.apply(to: &values) }
        return values
    }

    /// Visits `view` one step further along the identity path.
    mutating func visit(_ view: any View, at component: SubviewPathComponent) {
        path.append(component)
        visit(view)
        path.removeLast()
    }

    /// Visits `content` with a trait set: `.tag(_:)` and container values reach every
    /// subview below; the subviews keep the trait's view around them.
    mutating func visit(
        trait key: ObjectIdentifier, value: Any, content: any View, wrap: @MainActor (any View) -> any View
    ) {
        let saved = (tag, writes, zIndex)
        if key == ObjectIdentifier(TagTrait.self) {
            tag = value as? AnyHashable
        } else if key == ObjectIdentifier(ZIndexTrait.self), let value = value as? Double {
            zIndex = value
        } else if let write = value as? any ContainerValueWriting {
            writes.append(write)
        }
        let start = subviews.count
        visit(content)
        (tag, writes, zIndex) = saved
        for index in start..<subviews.count { subviews[index].view = wrap(subviews[index].view) }
    }

    /// Visits the content of a `ForEach` row or an `.id(_:)` with its explicit id.
    mutating func visit(_ view: any View, explicitID id: AnyHashable, tagged: Bool) {
        let saved = (explicitID, tag)
        explicitID = id
        if tagged { tag = id }
        visit(view, at: .id(id))
        (explicitID, tag) = saved
    }

    /// Visits a section's parts.
    mutating func visitSection(header: any View, content: any View, footer: any View) {
        let nested = isInSection
        let start = subviews.count
        let values = containerValues
        let sectionPath = path
        isInSection = true
        for (part, partRole) in [(header, SubviewRole.header), (content, .content), (footer, .footer)] {
            let saved = role
            role = partRole
            visit(part, at: .section(partRole))
            role = saved
        }
        isInSection = nested
        if !nested {
            sections.append(
                SectionMark(range: start..<subviews.count, path: sectionPath, containerValues: values))
        }
    }
}

/// A view whose subviews a ``SubviewReader`` looks through.
@MainActor
protocol SubviewSource {
    func appendSubviews(to reader: inout SubviewReader)
}

extension TupleView: SubviewSource {
    func appendSubviews(to reader: inout SubviewReader) {
        for (index, element) in elements.enumerated() { reader.visit(element, at: .index(index)) }
    }
}

extension Group: SubviewSource where Content: View {
    func appendSubviews(to reader: inout SubviewReader) { reader.visit(content) }
}

extension ForEach: SubviewSource where Content: View {
    func appendSubviews(to reader: inout SubviewReader) {
        var seen: Set<ID> = []
        for element in data {
            let id = identify(element)
            guard seen.insert(id).inserted else { continue }
            reader.visit(content(element), explicitID: AnyHashable(id), tagged: true)
        }
    }
}

extension Optional: SubviewSource where Wrapped: View {
    func appendSubviews(to reader: inout SubviewReader) {
        if let view = self { reader.visit(view) }
    }
}

extension _ConditionalContent: SubviewSource {
    func appendSubviews(to reader: inout SubviewReader) {
        switch storage {
        case .trueContent(let view): reader.visit(view, at: .branch(true))
        case .falseContent(let view): reader.visit(view, at: .branch(false))
        }
    }
}

extension AnyView: SubviewSource {
    func appendSubviews(to reader: inout SubviewReader) {
        reader.visit(storage, at: .type(ObjectIdentifier(type(of: storage))))
    }
}

extension EmptyView: SubviewSource {
    func appendSubviews(to reader: inout SubviewReader) {}
}

extension TraitView: SubviewSource {
    func appendSubviews(to reader: inout SubviewReader) {
        reader.visit(trait: key, value: value, content: content) { view in
            @MainActor func wrap<V: View>(_ view: V) -> any View {
                TraitView<Key, V>(content: view, value: value)
            }
            return wrap(view)
        }
    }
}

extension IdentifiedView: SubviewSource {
    func appendSubviews(to reader: inout SubviewReader) {
        reader.visit(content, explicitID: AnyHashable(id), tagged: false)
    }
}

extension Section: SubviewSource {
    func appendSubviews(to reader: inout SubviewReader) {
        reader.visitSection(header: header, content: content, footer: footer)
    }
}

extension ModifiedContent: SubviewSource where Content: View, Modifier: ViewModifier {
    /// A modifier applies to each subview of its content (the values those subviews give
    /// their container are kept, so `.tag(1).padding()` stays tagged).
    func appendSubviews(to reader: inout SubviewReader) {
        let modifier = self.modifier
        if let writer = modifier as? any ContainerValuesWritingModifier {
            reader.visit(writer: writer, content: content) { view in
                @MainActor func wrap<V: View>(_ view: V) -> any View { view.modifier(modifier) }
                return wrap(view)
            }
            return
        }
        reader.visit(modified: content) { view in
            @MainActor func wrap<V: View>(_ view: V) -> any View { view.modifier(modifier) }
            return wrap(view)
        }
    }
}

extension SubviewReader {
    /// Visits the content of a modifier; each subview is shown with the modifier.
    mutating func visit(modified content: any View, wrap: @MainActor (any View) -> any View) {
        let start = subviews.count
        visit(content)
        for index in start..<subviews.count { subviews[index].view = wrap(subviews[index].view) }
    }
}

extension SubviewReader {
    /// Visits the content of a ``ContainerValuesWritingModifier``: its writes reach every
    /// subview below, and each subview is shown with the modifier.
    mutating func visit(
        writer: any ContainerValuesWritingModifier, content: any View, wrap: @MainActor (any View) -> any View
    ) {
        let saved = writes
        writes.append(ContainerValuesModifierWrite(modifier: writer))
        visit(modified: content, wrap: wrap)
        writes = saved
    }
}

/// The writes of a ``ContainerValuesWritingModifier``, as a reader applies them.
struct ContainerValuesModifierWrite: ContainerValueWriting {
    let modifier: any ContainerValuesWritingModifier

    func apply(to values: inout ContainerValues) { modifier.writeContainerValues(&values) }
}
