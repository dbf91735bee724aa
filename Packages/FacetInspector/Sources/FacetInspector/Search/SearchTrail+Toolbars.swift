import FacetUI
@_spi(Inspection) import FacetUICore

extension SearchTrail {
    /// Records the items of the toolbars the view of step `index` declares, each hosted on
    /// its own and reached by the calls navigation uses: `toolbar().item(0)`, or
    /// `toolbar(1).itemGroup(2)` for a group of the second toolbar (counting from the
    /// innermost; the first is `toolbar()`).
    func appendToolbars(below index: Int) {
        let toolbars = modifierWrappers(of: index) { $0.toolbarDeclaration != nil ? "toolbar" : nil }
        for (wrapper, _, ordinal) in toolbars {
            guard let declaration = wrapper.toolbarDeclaration else { continue }
            // The first toolbar is `toolbar()` even among several, as ViewInspector spells it.
            let toolbar = "toolbar(" + (ordinal.flatMap { $0 == 0 ? nil : String($0) } ?? "") + ")"
            for (position, entry) in declaration.entries.enumerated() {
                let kind = entry.kind == .item ? "item" : "itemGroup"
                appendDetached(
                    entry.hostedView, below: index, role: .named(call: "\(toolbar).\(kind)(\(position))"))
            }
        }
    }

    /// Records the sidebar and detail columns of the split view of step `index`, reached
    /// by `sidebarView()` and `detailView()` (its content column is what it encloses).
    func appendSplitColumns(below index: Int) {
        for (call, column) in [
            ("sidebarView()", NavigationSplitViewColumn.sidebar), ("detailView()", .detail),
        ] {
            guard let content = nodes[index].navigationSplitColumn(column)?.columnContent?.children.first
            else {
                continue
            }
            appendStep(entry: content, below: index, role: .dialogPart(call: call))
        }
    }

    /// Records the views the modifiers of step `index`'s view hold as values: the label of
    /// its `.tabItem` (`tabItem().text()`), its list row's background
    /// (`listRowBackground().text()`), its context menu's items (`contextMenu().button(0)`)
    /// and its `.help` text (`help()`), each hosted on its own, as navigation reaches them.
    func appendModifierHeldViews(below index: Int) {
        for wrapper in entries[index].modifierNodes(downTo: nodes[index]) {
            let modifier = wrapper.appliedModifier
            if let item = modifier as? TraitWritingModifier<TabItemTrait>, let label = item.value {
                // The trait erases the label; ViewInspector reaches the label's own view.
                appendDetached(label.erasedView, below: index, supplementaryCall: "tabItem()")
            } else if let background = modifier as? TraitWritingModifier<ListRowBackgroundTrait>,
                let view = background.value
            {
                // A list builds the background beside the row; the row's modifier holds it.
                appendDetached(view.erasedView, below: index, supplementaryCall: "listRowBackground()")
            } else if let menu = modifier as? any InspectedContextMenu, let items = menu.inspectedItems {
                appendDetached(items, below: index, role: .dialogPart(call: "contextMenu()"))
            } else if let writer = modifier as? _EnvironmentKeyWritingModifier<FacetUI.Text?>,
                writer.keyPath == \.helpText, let text = writer.value
            {
                appendDetached(text, below: index, role: .named(call: "help()"))
            }
        }
    }
}
