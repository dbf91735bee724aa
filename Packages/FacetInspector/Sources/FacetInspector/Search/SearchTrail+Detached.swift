import FacetUI
@_spi(Inspection) import FacetUICore

extension SearchTrail {
    /// Records the views step `index`'s view holds as values and shows beside its content
    /// (a group box's label), each hosted on its own, as its navigation call hosts it.
    func appendDetachedViews(below index: Int) {
        for (call, view) in nodes[index].detachedSupplementaryViews {
            appendDetached(view, below: index, supplementaryCall: call)
        }
    }

    /// Records `view`, a value the view of step `index` holds but its graph does not
    /// build, hosted on its own (updates it causes reach the step's host too).
    func appendDetached(
        _ view: any View, below index: Int, supplementaryCall: String? = nil, role: SearchStepRole = .view
    ) {
        let detached = InspectionHost(view, parent: host(of: index) ?? host, holder: nodes[index])
        guard let root = detached.root else { return }
        appendStep(
            entry: root.entry, below: index, supplementaryCall: supplementaryCall, role: role, host: detached)
    }

    /// Records the views the control of step `index` holds as values rather than builds: a
    /// picker's options (its enclosed views, `picker().text(1)`) and a control's label
    /// (`labelView()`), each hosted on its own, as navigation hosts them.
    func appendHeldViews(below index: Int) {
        let view = nodes[index].view
        if let picker = view as? any InspectedPicker {
            let options = InspectionHost(
                picker.inspectedChoices, parent: host(of: index) ?? host, holder: nodes[index])
            if let root = options.root {
                appendViews(ViewNode.flattened([root.entry]), below: index, host: options)
            }
        }
        if let control = view as? any LabelHoldingControl {
            appendDetached(control.inspectedLabel, below: index, supplementaryCall: "labelView()")
        }
        if let prompt = (view as? any InspectedTextField)?.inspectedPrompt {
            appendDetached(prompt, below: index, supplementaryCall: "prompt()")
        }
    }

    /// Records the destination page of the link of step `index`, hosted on its own as its
    /// navigation hosts it (`navigationLink(0).view(Page.self)`), when the link shows it:
    /// always for a link pushing it when activated, while its binding is `true` for a bound
    /// one. A destination of a type already above the link (links leading back and forth)
    /// is not searched again.
    func appendLinkDestination(below index: Int) {
        guard ViewTypeTraits.of(nodes[index]).isNavigationLink,
            let link = nodes[index].view as? any InspectedNavigationLink,
            let destination = link.shownDestination
        else { return }
        let type = ObjectIdentifier(link.destinationType)
        if ancestors(of: index).contains(where: { ObjectIdentifier(nodes[$0].viewType) == type }) { return }
        let page = InspectionHost(destination, parent: host(of: index) ?? host, holder: nodes[index])
        if let root = page.root {
            appendViews(ViewNode.flattened([root.entry]), below: index, host: page, isHeldContent: true)
        }
    }

    /// Records the pages the presented `navigationDestination(isPresented:)` or `(item:)`
    /// modifiers of step `index`'s view show, each hosted on its own and reached by
    /// `navigationDestination()` (`navigationDestination(1)` for the second, counting from
    /// the innermost).
    func appendPresentedDestinations(below index: Int) {
        let wrappers = entries[index].modifierNodes(downTo: nodes[index]).filter {
            $0.appliedModifier is NavigationDestinationPresentingModifier
        }
        for (position, wrapper) in wrappers.enumerated() {
            guard
                let page = (wrapper.appliedModifier as? NavigationDestinationPresentingModifier)?
                    .presentedPage()
            else { continue }
            let call = "navigationDestination(" + (position == 0 ? "" : String(position)) + ")"
            appendDetached(page, below: index, role: .named(call: call))
        }
    }
}
