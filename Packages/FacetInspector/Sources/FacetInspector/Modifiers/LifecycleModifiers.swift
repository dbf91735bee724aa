import FacetUI
@_spi(Inspection) import FacetUICore

extension InspectableView {
    /// Runs the view's `.onAppear(perform:)` action again, then applies the updates.
    public func callOnAppear() throws {
        let action = try modifier(AppearanceModifier.self, "onAppear") { $0.onAppear }
        action()
        commit()
    }

    /// Runs the view's `.onDisappear(perform:)` action, then applies the updates.
    public func callOnDisappear() throws {
        let action = try modifier(AppearanceModifier.self, "onDisappear") { $0.onDisappear }
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
        try await runTask("task(id: \(id))", index: index) { ($0.anyID as? ID) == id }
    }

    /// Runs the `index`th of the view's `.task` actions whose modifiers `matches` accepts,
    /// then settles; the error names the modifier as `name`.
    private func runTask(_ name: String, index: Int, where matches: (any InspectedTask) -> Bool) async throws
    {
        let actions = modifiers((any InspectedTask).self).filter(matches).map(\.action)
        guard actions.indices.contains(index) else { throw missingModifier(name, index: index) }
        await actions[index]()
        await settle()
    }
}

/// A `.task` modifier, whatever its id type.
@MainActor
protocol InspectedTask {
    var action: @MainActor @Sendable () async -> Void { get }
    /// The id the task restarts for.
    var anyID: Any { get }
}

extension TaskModifier: InspectedTask {
    var anyID: Any { id }
}
