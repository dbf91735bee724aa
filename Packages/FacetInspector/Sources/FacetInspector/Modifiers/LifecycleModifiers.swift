import FacetUI

extension InspectableView {
    /// Runs the view's `.onAppear(perform:)` action again, then applies the updates.
    public func callOnAppear() throws {
        let action: () -> Void = try modifier("onAppear") {
            if case .appearance(let onAppear?, _) = $0 { onAppear } else { nil }
        }
        action()
        commit()
    }

    /// Runs the view's `.onDisappear(perform:)` action, then applies the updates.
    public func callOnDisappear() throws {
        let action: () -> Void = try modifier("onDisappear") {
            if case .appearance(_, let onDisappear?) = $0 { onDisappear } else { nil }
        }
        action()
        commit()
    }
}
