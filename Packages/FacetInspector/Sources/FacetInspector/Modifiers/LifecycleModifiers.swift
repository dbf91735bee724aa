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

extension InspectableView {
    /// Runs the view's `.task` action once more (the innermost when there are several) and
    /// waits for it, then for the updates and tasks it caused (as `settle()` does).
    ///
    /// ```swift
    /// try await sut.inspect().vStack().callTask()
    /// ```
    public func callTask() async throws {
        try await runTask("task", index: 0) { _ in true }
    }

    /// Runs the action of the view's `.task(id:_:)` modifier whose id is `id` now (the
    /// `index`th of them, counting from the innermost) once more, and waits for it and the
    /// work it schedules, as `callTask()` does.
    public func callTask<ID: Equatable>(id: ID, index: Int = 0) async throws {
        try await runTask("task(id: \(id))", index: index) { $0._taskID(is: id) }
    }

    /// Runs the `index`th of the view's `.task` actions whose nodes `matches` accepts, then
    /// settles; the error names the modifier as `name`.
    private func runTask(_ name: String, index: Int, where matches: (ViewNode) -> Bool) async throws {
        let actions = modifierNodes.filter(matches).compactMap(\._taskAction)
        guard actions.indices.contains(index) else { throw missingModifier(name, index: index) }
        await actions[index]()
        await settle()
    }
}
