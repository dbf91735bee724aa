import FacetUI
@_spi(Inspection) import FacetUICore

extension InspectableView {
    /// Runs the action of the view's `.onChange(of:)` modifier observing a `V` (or a `V?`)
    /// — the innermost one, or the `index`th of them counting from the innermost — with the
    /// value it observes as the old value and `newValue`, then applies the updates.
    ///
    /// ```swift
    /// try sut.inspect().text().callOnChange(newValue: 3)
    /// ```
    public func callOnChange<V: Equatable>(newValue: V, index: Int = 0) throws {
        try callOnChange(oldValue: nil, newValue: newValue, index: index)
    }

    /// Runs the action of the view's `.onChange(of:)` modifier observing a `V` (or a `V?`)
    /// with `oldValue` and `newValue`, then applies the updates.
    public func callOnChange<V: Equatable>(oldValue: V?, newValue: V, index: Int = 0) throws {
        let all = modifiers((any InspectedChange).self)
        let changes = all.filter { $0.observes(V.self) }
        guard changes.indices.contains(index) else {
            if changes.isEmpty, !all.isEmpty {
                throw InspectionError.typeMismatch(
                    factual: Inspector.typeName(ofType: V.self), expected: "the type onChange observes")
            }
            throw missingModifier("onChange", index: index)
        }
        changes[index].callAction(oldValue: oldValue, newValue: newValue)
        commit()
    }

    /// Runs the action of the view's `.onSubmit(of:_:)` modifier (the innermost one whose
    /// triggers include `triggers`), as the view's own modifier — not the enclosing ones a
    /// text field's Return also runs — then applies the updates.
    ///
    /// ```swift
    /// try sut.inspect().form().callOnSubmit()
    /// ```
    public func callOnSubmit(of triggers: SubmitTriggers = .text) throws {
        let submits = modifiers(OnSubmitModifier.self)
        guard !submits.isEmpty else {
            throw missingModifier("onSubmit")
        }
        guard let submit = submits.first(where: { $0.triggers.contains(triggers) }) else {
            throw InspectionError.callbackNotFound(parent: typeName, callback: "onSubmit")
        }
        submit.action()
        commit()
    }

    /// Whether the view's `.submitScope(_:)` blocks the submit actions of the views around
    /// it (a Return inside runs only the actions set inside).
    public func submitScope() throws -> Bool {
        try modifier(SubmitScopeModifier.self, "submitScope").isBlocking
    }
}

/// An `.onChange(of:)` modifier, whatever its value type.
@MainActor
protocol InspectedChange {
    /// Whether the modifier observes a `T`, or a `T?`.
    func observes<T>(_ type: T.Type) -> Bool
    /// Runs the action with `oldValue` (the value observed, when `nil`) and `newValue`, values
    /// of the type it observes (or of the type it wraps in an optional).
    func callAction(oldValue: Any?, newValue: Any)
}

extension ChangeModifier: InspectedChange {
    func observes<T>(_ type: T.Type) -> Bool { Value.self == T.self || Value.self == T?.self }

    func callAction(oldValue: Any?, newValue: Any) {
        guard let new = newValue as? Value else { return }
        action((oldValue as? Value) ?? value, new)
    }
}
