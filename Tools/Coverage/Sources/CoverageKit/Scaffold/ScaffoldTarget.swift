/// The catalog entry a ``ScaffoldRequest`` names and, for a selector or member, the catalog
/// members it selects.
public struct ScaffoldTarget: Sendable {
    /// The API.
    public var entry: CatalogEntry
    /// The members selected (every overload of one selector, or one shorthand); nil for
    /// the whole API.
    public var members: [CatalogMember]?
    /// The selection as written in messages: `Text`, `Text(_:format:)`,
    /// `.onTapGesture(count:coordinateSpace:perform:)`, `BorderedButtonStyle.bordered`.
    public var display: String
    /// The selector of the selected members (`init(_:format:)`), nil for the whole API.
    public var selector: String?

    /// Which entry a name means when several kinds share it.
    static let kindPreference: [APIKind] = [
        .view, .shape, .modifier, .styleProtocol, .style, .propertyWrapper, .gesture, .scene,
    ]

    /// How a member is written in messages: `Text(_:format:)` for an initializer,
    /// `.padding(_:_:)` for a modifier overload, `BorderedButtonStyle.bordered` for a shorthand.
    static func display(_ member: CatalogMember, of entry: CatalogEntry) -> String {
        let selector = CatalogSelectors.selector(of: member.signature)
        switch member.role {
        case .initializer: return entry.name + selector.dropFirst("init".count)
        case .overload: return "." + selector
        case .shorthand: return "\(entry.name).\(selector)"
        }
    }

    /// The target of a request, or an error naming the closest catalog names (unknown
    /// name) or overloads (unknown selector), exit code 2.
    static func resolve(_ request: ScaffoldRequest, in catalog: Catalog, selectors: CatalogSelectors) throws
        -> ScaffoldTarget
    {
        let name = request.name
        let owner = request.path.count > 1 ? request.path.dropLast().joined(separator: ".") : nil
        let last = request.path.last ?? name
        guard request.labels != nil else {
            if let entry = preferred(catalog.entries(named: name), modifierFirst: request.leadingDot) {
                return ScaffoldTarget(entry: entry, members: nil, display: entry.displayName, selector: nil)
            }
            if let owner {
                if last == "init", let entry = typeEntry(owner, catalog) {
                    return ScaffoldTarget(
                        entry: entry, members: entry.members(.initializer), display: "\(entry.name).init",
                        selector: nil)
                }
                if owner == "View", let entry = catalog.entry(.modifier, last) {
                    return ScaffoldTarget(
                        entry: entry, members: nil, display: entry.displayName, selector: nil)
                }
                for style in styles(for: owner, catalog) {
                    let members = style.members(.shorthand).filter { $0.name == last }
                    if !members.isEmpty {
                        return ScaffoldTarget(
                            entry: style, members: members, display: "\(style.name).\(last)", selector: last)
                    }
                }
            }
            throw CoverageError.unknownName(
                request.text, suggestions: ScaffoldName.suggestions(for: name, in: catalog.names))
        }
        // The entries the selector may belong to, each with the selector its members would have.
        var candidates: [(CatalogEntry, String)] = []
        if last == "init", let owner {
            if let entry = typeEntry(owner, catalog) { candidates.append((entry, "init")) }
        } else {
            if !request.leadingDot, let entry = typeEntry(name, catalog) {
                candidates.append((entry, "init"))
            }
            if request.path.count == 1 || owner == "View", let entry = catalog.entry(.modifier, last) {
                candidates.append((entry, last))
            }
            if let owner {
                candidates += styles(for: owner, catalog).map { ($0, last) }
            }
        }
        for (entry, base) in candidates {
            guard let selector = request.selector(named: base) else { continue }
            let members = entry.members.filter { selectors.selector(of: $0.signature) == selector }
            if let first = members.first {
                return ScaffoldTarget(
                    entry: entry, members: members, display: display(first, of: entry),
                    selector: selector)
            }
        }
        // The leading labels of one overload, as ViewInspector names some
        // (`Group(subviews:)` for `init(subviews:transform:)`).
        var abbreviated: [(CatalogEntry, String)] = []
        for (entry, base) in candidates {
            guard let prefix = request.selector(named: base)?.dropLast() else { continue }
            for member in entry.members {
                let selector = selectors.selector(of: member.signature)
                if selector.hasPrefix(prefix), !abbreviated.contains(where: { $0.1 == selector }) {
                    abbreviated.append((entry, selector))
                }
            }
        }
        if abbreviated.count == 1, let (entry, selector) = abbreviated.first {
            let members = entry.members.filter { selectors.selector(of: $0.signature) == selector }
            return ScaffoldTarget(
                entry: entry, members: members, display: display(members[0], of: entry), selector: selector)
        }
        if abbreviated.count > 1 {
            // Several overloads start so: they are the suggestions.
            let matches = abbreviated.compactMap { entry, selector in
                entry.members.first { selectors.selector(of: $0.signature) == selector }.map {
                    display($0, of: entry)
                }
            }
            throw CoverageError.unknownSelector(request.text, suggestions: matches)
        }
        let written = request.text
        if candidates.isEmpty {
            // An unknown name: the closest overloads of the whole catalog.
            let displays = catalog.entries.flatMap { entry in
                entry.members.map { display($0, of: entry) }
            }
            throw CoverageError.unknownSelector(
                written, suggestions: ScaffoldName.suggestions(for: written, in: Array(Set(displays))))
        }
        // A known name: its closest overloads, however far.
        let displays = candidates.flatMap { entry, _ in
            entry.members.map { display($0, of: entry) }
        }
        throw CoverageError.unknownSelector(
            written,
            suggestions: ScaffoldName.suggestions(for: written, in: Array(Set(displays)), anyDistance: true))
    }

    private static func preferred(_ entries: [CatalogEntry], modifierFirst: Bool) -> CatalogEntry? {
        let order = modifierFirst ? [.modifier] + kindPreference.filter { $0 != .modifier } : kindPreference
        return order.lazy.compactMap { kind in entries.first { $0.kind == kind } }.first
    }

    private static func typeEntry(_ name: String, _ catalog: Catalog) -> CatalogEntry? {
        preferred(catalog.entries(named: name).filter { $0.kind != .modifier }, modifierFirst: false)
    }

    /// Styles whose shorthands `owner.member` may name: the style itself, or the styles of
    /// a style protocol.
    private static func styles(for owner: String, _ catalog: Catalog) -> [CatalogEntry] {
        catalog.entries(of: .style).filter { $0.name == owner || $0.related.contains(owner) }
    }
}
