import FacetUI

extension InspectableView {
    /// The value the view's innermost environment writer of `Value` (at `keyPath`, when
    /// given) sets, or the "X does not have 'name' modifier" error. For the modifiers
    /// FacetUI writes as environment values (`.lineLimit(_:)`, `.labelStyle(_:)`).
    func environmentWriter<Value>(
        _ name: String, _ type: Value.Type, keyPath: WritableKeyPath<EnvironmentValues, Value>? = nil
    ) throws -> Value {
        for node in modifierNodes {
            guard
                let writer = (node.view as? any ModifierCarrier)?.carriedModifier
                    as? _EnvironmentKeyWritingModifier<Value>
            else { continue }
            if let keyPath, writer.keyPath != keyPath { continue }
            return writer.value
        }
        throw missingModifier(name)
    }
}
