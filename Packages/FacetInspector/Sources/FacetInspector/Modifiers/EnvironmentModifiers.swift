import FacetUI
@_spi(Inspection) import FacetUICore

extension InspectableView {
    /// The value set at `keyPath` with `.environment(_:_:)` (or a modifier that writes it,
    /// such as `.font(_:)`) on this view or an enclosing one, the nearest when there are
    /// several; "X does not have 'environment(Int)' modifier" when none sets it.
    ///
    /// ```swift
    /// #expect(try sut.inspect().vStack().text(0).environment(\.lineLimit) == 2)
    /// ```
    public func environment<T>(_ keyPath: WritableKeyPath<EnvironmentValues, T>) throws -> T {
        try environmentWriter("environment(\(String(describing: T.self)))", T.self, keyPath: keyPath)
    }

    /// The value the nearest modifier of this view or an enclosing one gives `read`: an
    /// environment modifier (`.font(_:)`, `.lineLimit(_:)`) applies to every view below it,
    /// as ViewInspector reads it. "X does not have 'name' modifier" when there is none.
    func inheritedModifier<T>(_ name: String, _ read: (ViewNode) -> T?) throws -> T {
        var current: ViewNode? = node
        while let wrapper = current {
            if let value = read(wrapper) { return value }
            current = wrapper.parent
        }
        throw missingModifier(name)
    }

    /// The value at `keyPath` that the view's content sees after its
    /// `.transformEnvironment(_:transform:)` modifier for that key path (the innermost one)
    /// transformed what the view inherits.
    ///
    /// ```swift
    /// #expect(try sut.inspect().vStack().transformEnvironment(\.lineLimit) == 3)
    /// ```
    public func transformEnvironment<T>(_ keyPath: WritableKeyPath<EnvironmentValues, T>) throws -> T {
        for wrapper in modifierNodes {
            guard let transform = wrapper.appliedModifier as? any InspectedEnvironmentTransform,
                transform.transformedKeyPath == keyPath, let content = wrapper.modifiedContent
            else { continue }
            return content.environment[keyPath: keyPath]
        }
        throw missingModifier("transformEnvironment(\(String(describing: T.self)))")
    }
}

/// A `.transformEnvironment` modifier, whatever its value type.
@MainActor
protocol InspectedEnvironmentTransform {
    var transformedKeyPath: AnyKeyPath { get }
}

extension TransformEnvironmentModifier: InspectedEnvironmentTransform {
    var transformedKeyPath: AnyKeyPath { keyPath }
}
