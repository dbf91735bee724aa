import Foundation

// What the rows of a list set on themselves: their insets (`listRowInsets`), background
// (`listRowBackground`), tint (`listItemTint`) and separators, and the spacing between rows
// and sections (`listRowSpacing`, `listSectionSpacing`).
extension ListNode {
    /// The room left around the content of the row whose unit is `unit`.
    func rowInsets(of unit: ViewNode) -> EdgeInsets {
        (unit.traitValues(ListRowInsetsTrait.self, below: self).first ?? nil) ?? EdgeInsets()
    }

    /// The height of the row whose unit is `unit`, its insets included, at `width` (the
    /// row's, insets included).
    func rowHeight(of unit: ViewNode, insets: EdgeInsets, width: CGFloat?) -> CGFloat {
        let proposal = ProposedViewSize(width: width.map { max(0, $0 - insets.horizontal) }, height: nil)
        return unit.sizeThatFits(proposal).height + insets.vertical
    }

    /// The space between section `section` and the next: the section's own
    /// `listSectionSpacing`, else the list's.
    func sectionSpacing(after section: Int) -> CGFloat {
        let own = sectionNodes[section].flatMap {
            $0.traitValues(ListSectionSpacingTrait.self, below: self).first ?? nil
        }
        return (own ?? environment.listSectionSpacing).length(styleGap: style.separatesSections ? 1 : 0)
    }

    /// The colour the row's selection is drawn in.
    func itemTint(of unit: ViewNode) -> Color? {
        (unit.traitValues(ListItemTintTrait.self, below: self).first ?? nil)?.resolvedColor
    }

    // MARK: - Separators

    /// The visibility and tint the separator modifiers written on `node` (and above it, up
    /// to the list) give its `edge`: the innermost naming the edge wins.
    private func separatorSetting<Shown: TraitKey, Tint: TraitKey>(
        of node: ViewNode, _ edge: VerticalEdge, visibility: Shown.Type, tint: Tint.Type
    ) -> (isHidden: Bool, tint: Color?)
    where Shown.Value == ListSeparatorVisibility?, Tint.Value == ListSeparatorTint? {
        let edges: VerticalEdge.Set = edge == .top ? .top : .bottom
        let shown = node.traitValues(visibility, below: self).lazy.compactMap { $0 }.first {
            $0.edges.contains(edges)
        }
        let color = node.traitValues(tint, below: self).lazy.compactMap { $0 }.first {
            $0.edges.contains(edges)
        }
        return (shown?.visibility == .hidden, color?.color)
    }

    private func rowSeparator(of unit: ViewNode, _ edge: VerticalEdge) -> (isHidden: Bool, tint: Color?) {
        separatorSetting(
            of: unit, edge, visibility: ListRowSeparatorTrait.self, tint: ListRowSeparatorTintTrait.self)
    }

    private func sectionSeparator(_ section: Int, _ edge: VerticalEdge) -> (isHidden: Bool, tint: Color?) {
        guard let node = sectionNodes[section] else { return (false, nil) }
        return separatorSetting(
            of: node, edge, visibility: ListSectionSeparatorTrait.self,
            tint: ListSectionSeparatorTintTrait.self)
    }

    /// The separator below `row`, `next` being the entry built after it: between two rows of
    /// a section the rows' own (shown unless either hides it, the upper row's tint first);
    /// below a header the section's top one; below a section's last row (or the last row
    /// built) its bottom one; none below a footer.
    func separator(below row: Placed, next: Placed?) -> ListContent.Separator? {
        let entry = row.entry
        guard entry.kind != .footer else { return nil }
        if entry.kind == .header {
            let top = sectionSeparator(entry.section, .top)
            return top.isHidden ? nil : ListContent.Separator(tint: top.tint)
        }
        guard let next, next.entry.section == entry.section, next.entry.kind != .footer else {
            let bottom = sectionSeparator(entry.section, .bottom)
            return bottom.isHidden ? nil : ListContent.Separator(tint: bottom.tint)
        }
        let below = rowSeparator(of: entry.node, .bottom)
        let above = rowSeparator(of: next.entry.node, .top)
        guard !below.isHidden, !above.isHidden else { return nil }
        return ListContent.Separator(tint: below.tint ?? above.tint)
    }

    // MARK: - Backgrounds

    /// Builds the backgrounds of the rows placed (`listRowBackground`) and lays each out
    /// over its row: `origin` is where the rows start, `width` their width.
    func placeRowBackgrounds(at origin: CGPoint, width: CGFloat) {
        var items: [(id: ObjectIdentifier, view: AnyView, frame: CGRect)] = []
        for item in placed {
            guard
                let view = item.entry.node.traitValues(ListRowBackgroundTrait.self, below: self).first ?? nil
            else { continue }
            items.append(
                (
                    ObjectIdentifier(item.entry.node), view,
                    CGRect(x: origin.x, y: origin.y + item.y, width: width, height: item.height)
                ))
        }
        let backgrounds: ListRowBackgroundsNode
        if let existing = children.first as? ListRowBackgroundsNode {
            backgrounds = existing
        } else {
            guard !items.isEmpty else { return }
            backgrounds = ListRowBackgroundsNode(graph: graph, parent: self, environment: environment)
            children.insert(backgrounds, at: 0)
        }
        if backgrounds.show(items.map { ($0.id, $0.view) }, environment: environment) { unitsChanged() }
        for (node, item) in zip(backgrounds.children, items) {
            var units: [ViewNode] = []
            node.collectLayoutUnits(into: &units)
            for unit in units {
                LayoutSubview(node: unit).place(
                    at: item.frame.origin, proposal: ProposedViewSize(item.frame.size))
            }
        }
    }
}

/// The node holding a list's row backgrounds (`listRowBackground`), one child per row that
/// has one, in the order of the rows. It is the list's first child, so that the
/// backgrounds' widgets go before (under) the rows'.
@MainActor
final class ListRowBackgroundsNode: ViewNode {
    private var ids: [ObjectIdentifier] = []

    /// Makes the children the backgrounds `items` (a row's background keeps its node while
    /// the row does); returns whether a child was added or removed.
    func show(_ items: [(id: ObjectIdentifier, view: AnyView)], environment: EnvironmentValues) -> Bool {
        self.environment = environment
        var old: [ObjectIdentifier: ViewNode] = [:]
        for (id, node) in zip(ids, children) { old[id] = node }
        var changed = false
        var kept: [ViewNode] = []
        for item in items {
            if let node = old.removeValue(forKey: item.id) {
                node.update(with: item.view, environment: environment)
                kept.append(node)
            } else {
                children = kept
                kept.append(graph.makeNode(for: item.view, parent: self, environment: environment))
                changed = true
            }
        }
        for node in old.values {
            node.unmount()
            changed = true
        }
        children = kept
        ids = items.map(\.id)
        if changed { unitsChanged() }
        return changed
    }
}
