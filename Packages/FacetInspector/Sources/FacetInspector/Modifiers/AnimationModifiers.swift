import FacetUI
@_spi(Inspection) import FacetUICore

extension InspectableView {
    /// Runs the `transform` of the view's innermost `.transaction(_:)` modifier (also what
    /// the deprecated `.animation(_:)` applies to a view that is not `Equatable`) on a new
    /// transaction, as ViewInspector does.
    ///
    /// ```swift
    /// try sut.inspect().emptyView().callTransaction()
    /// ```
    public func callTransaction() throws {
        let modifier = try modifier(_TransactionModifier.self, "transaction")
        var transaction = Transaction()
        modifier.transform(&transaction)
    }

    /// The animation of the view's innermost `.animation(_:value:)` modifier (or of
    /// `.animation(_:)` on an `Equatable` view); `nil` when the modifier removes animations.
    ///
    /// ```swift
    /// #expect(try sut.inspect().text().animation() == .easeInOut)
    /// ```
    public func animation() throws -> Animation? {
        try modifier((any InspectedAnimation).self, "animation") { .some($0.inspectedAnimation) }
    }

    /// The transaction the view was last updated under: its animation when a change reached
    /// it animated (inside `withAnimation`, or below an `.animation(_:value:)` whose value
    /// changed), `nil` animation otherwise.
    ///
    /// ```swift
    /// try sut.inspect().find(button: "Flip").tap()
    /// #expect(try sut.inspect().find(text: "Back").updateTransaction().animation == .easeIn)
    /// ```
    public func updateTransaction() throws -> Transaction {
        node.updateTransaction
    }
}

/// An implicit animation modifier, whatever the type of its value.
@MainActor
protocol InspectedAnimation {
    /// The animation it applies.
    var inspectedAnimation: Animation? { get }
}

extension _AnimationModifier: InspectedAnimation {
    var inspectedAnimation: Animation? { animation }
}

extension AnimationViewModifier: InspectedAnimation {
    var inspectedAnimation: Animation? { animation }
}
