import Observation

/// The persistent storage behind one `@State` (or `@FocusState`) of one node.
///
/// Reads are tracked by Observation, so a body that reads the value — directly or
/// through a ``Binding`` handed to a child — is invalidated when it is written.
final class StateBox<Value>: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private var storage: Value

    init(_ value: Value) { storage = value }

    var value: Value {
        get {
            registrar.access(self, keyPath: \.value)
            return storage
        }
        set {
            registrar.withMutation(of: self, keyPath: \.value) { storage = newValue }
        }
    }
}
