import FacetUI
@_spi(Inspection) import FacetUICore

extension InspectableView {
    /// The value the nearest environment writer of `Value` (at `keyPath`, when given) sets
    /// — on this view or, when `inherited`, an enclosing one — or the "X does not have
    /// 'name' modifier" error. For the modifiers FacetUI writes as environment values
    /// (`.lineLimit(_:)`, `.labelStyle(_:)`).
    func environmentWriter<Value>(
        _ name: String, _ type: Value.Type, keyPath: WritableKeyPath<EnvironmentValues, Value>? = nil,
        inherited: Bool = true
    ) throws -> Value {
        let read = { (node: ViewNode) -> Value? in
            guard let writer = node.appliedModifier as? _EnvironmentKeyWritingModifier<Value>,
                keyPath == nil || writer.keyPath == keyPath
            else { return nil }
            return writer.value
        }
        if inherited { return try inheritedModifier(name, read) }
        guard let value = modifierNodes.lazy.compactMap(read).first else { throw missingModifier(name) }
        return value
    }
}
