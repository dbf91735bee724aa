/// The persistent side of a node's dynamic properties: its `@State` boxes (by
/// declaration order) and the environment keys its body read (with their versions).
@MainActor
final class DynamicPropertyStorage: EnvironmentReadTracker {
    private var stateSlots: [AnyObject] = []
    /// Whether any state box was made (a lazy row keeps such storage when it is dropped).
    var hasState: Bool { !stateSlots.isEmpty }
    /// Environment keys read by the last evaluation, with the versions seen.
    nonisolated(unsafe) private(set) var environmentReads: [ObjectIdentifier: UInt64] = [:]
    /// The environment installed into `@Environment` properties (reads are tracked).
    private(set) var trackedEnvironment = EnvironmentValues()
    /// The `@EnvironmentObject` properties of the last installation that no ancestor
    /// supplies, as "name: Type" (the body is not evaluated while any is missing).
    private(set) var missingEnvironmentObjects: [String] = []

    /// The state box for `slot`, created with `initial` on first use.
    func stateBox<Value>(at slot: Int, initial: @autoclosure () -> Value) -> StateBox<Value> {
        if slot < stateSlots.count, let box = stateSlots[slot] as? StateBox<Value> { return box }
        let box = StateBox(initial())
        if slot < stateSlots.count { stateSlots[slot] = box } else { stateSlots.append(box) }
        return box
    }

    /// Starts an evaluation with `environment`: forgets earlier reads.
    func begin(environment: EnvironmentValues) {
        environmentReads.removeAll(keepingCapacity: true)
        trackedEnvironment = environment
        trackedEnvironment.tracker = self
    }

    nonisolated func environmentRead(_ key: ObjectIdentifier, version: UInt64) {
        environmentReads[key] = version
    }

    /// Whether `environment` holds a different version of any key the body read.
    func readsChanged(in environment: EnvironmentValues) -> Bool {
        environmentReads.contains { environment.version(of: $0.key) != $0.value }
    }

    /// Installs the dynamic properties found in `owner` (a view or modifier value).
    func install(into owner: Any) {
        missingEnvironmentObjects.removeAll()
        guard DynamicPropertyLayout.hasProperties(owner) else { return }
        var slot = 0
        DynamicPropertyLayout.visit(owner) { label, property in
            property.install(in: self, slot: &slot)
            if let object = property as? any EnvironmentObjectProperty, !object.isSupplied {
                // `_library` is the storage of `library`.
                let name = label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? "_"
                missingEnvironmentObjects.append("\(name): \(object.objectTypeName)")
            }
        }
    }
}

/// Finds the dynamic properties of a type once and caches whether it has any.
@MainActor
enum DynamicPropertyLayout {
    private static var known: [ObjectIdentifier: Bool] = [:]

    /// Whether `value`'s type holds dynamic properties (found once per type).
    static func hasProperties(_ value: Any) -> Bool {
        let id = ObjectIdentifier(type(of: value))
        if let answer = known[id] { return answer }
        var found = false
        visit(value) { _, _ in found = true }
        known[id] = found
        return found
    }

    /// Calls `body` for every installable property of `value` with its stored name, in
    /// declaration order, looking inside nested `DynamicProperty` structs.
    static func visit(_ value: Any, _ body: (String?, any InstallableProperty) -> Void) {
        for child in Mirror(reflecting: value).children {
            if let property = child.value as? any InstallableProperty {
                body(child.label, property)
            } else if child.value is any DynamicProperty {
                visit(child.value, body)
            }
        }
    }
}
