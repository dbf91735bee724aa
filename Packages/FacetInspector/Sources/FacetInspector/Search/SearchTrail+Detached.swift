import FacetUI

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
    }
}
