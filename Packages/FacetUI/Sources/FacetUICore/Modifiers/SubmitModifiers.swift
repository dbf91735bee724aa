/// A type that defines various triggers that result in the firing of a submission action.
///
/// ```swift
/// TextField("Query", text: $query).onSubmit(of: .text) { search() }
/// ```
public struct SubmitTriggers: OptionSet, Sendable {
    /// The raw value of the set.
    public let rawValue: Int

    /// Creates a set of submit triggers.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Triggers originating from text input controls like `TextField` and `SecureField`.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Triggers originating from search fields constructed from searchable modifiers.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// The submit actions reachable from a view: those of the enclosing `onSubmit`
/// modifiers up to the nearest blocking `submitScope()`, outermost first.
struct SubmitActions {
    struct Entry {
        let triggers: SubmitTriggers
        let action: () -> Void
    }
    var entries: [Entry] = []

    /// Runs the actions registered for `trigger`, innermost first.
    func run(for trigger: SubmitTriggers) {
        for entry in entries.reversed() where entry.triggers.contains(trigger) { entry.action() }
    }
}

extension EnvironmentValues {
    private struct SubmitActionsKey: EnvironmentKey {
        static var defaultValue: SubmitActions { SubmitActions() }
    }

    /// The submit actions for text inputs below.
    var submitActions: SubmitActions {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}

extension View {
    /// Adds an action to perform when the user submits a value to this view: Return in a
    /// `TextField` or `SecureField` inside it. Every enclosing `onSubmit` whose triggers
    /// match runs, the innermost first.
    ///
    /// ```swift
    /// Form {
    ///     TextField("Username", text: $user)
    ///     SecureField("Password", text: $password)
    /// }
    /// .onSubmit { login() }
    /// ```
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(OnSubmitModifier(triggers: triggers, action: action))
    }

    /// Prevents submission triggers originating from this view from invoking submission
    /// actions configured higher up in the view hierarchy (when `isBlocking`).
    ///
    /// ```swift
    /// TextField("Tags", text: $tags).submitScope()
    /// ```
    public func submitScope(_ isBlocking: Bool = true) -> some View {
        modifier(SubmitScopeModifier(isBlocking: isBlocking))
    }
}

/// Adds a submit action for the text inputs in its content (`.onSubmit(of:_:)`;
/// "onSubmit" for inspection tools).
@_spi(Inspection)
public struct OnSubmitModifier: ViewModifier, PrimitiveModifier, EnvironmentWriting, InspectableModifier {
    /// The triggers the action runs for.
    public let triggers: SubmitTriggers
    /// The action.
    public let action: () -> Void
    public typealias Body = Never

    func derive(from environment: EnvironmentValues, previous: EnvironmentValues?) -> EnvironmentValues {
        var derived = environment
        derived.submitActions.entries.append(.init(triggers: triggers, action: action))
        return derived
    }
}

/// Hides the submit actions of enclosing views from the content (when blocking;
/// `.submitScope(_:)`, "submitScope" for inspection tools).
@_spi(Inspection)
public struct SubmitScopeModifier: ViewModifier, PrimitiveModifier, EnvironmentWriting, InspectableModifier {
    /// Whether the actions of enclosing views are hidden.
    public let isBlocking: Bool
    public typealias Body = Never

    func derive(from environment: EnvironmentValues, previous: EnvironmentValues?) -> EnvironmentValues {
        guard isBlocking else { return environment }
        var derived = environment
        derived.submitActions.entries.removeAll()
        return derived
    }
}
