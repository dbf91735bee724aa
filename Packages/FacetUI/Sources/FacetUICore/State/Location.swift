/// Where a ``Binding`` reads and writes its value. Two bindings to the same location
/// compare equal, which lets the graph skip a child whose binding did not change.
class AnyLocation<Value> {
    var value: Value {
        get { fatalError("abstract") }
        set { fatalError("abstract") }
    }
    /// Whether `other` reads and writes the same storage.
    func isSame(as other: AnyLocation<Value>) -> Bool { other === self }
}

/// The storage of a `@State` (or `@FocusState`).
final class StateLocation<Value>: AnyLocation<Value> {
    let box: StateBox<Value>
    init(_ box: StateBox<Value>) { self.box = box }
    override var value: Value {
        get { box.value }
        set { box.value = newValue }
    }
    override func isSame(as other: AnyLocation<Value>) -> Bool { (other as? StateLocation)?.box === box }
}

/// A value projected from another location through a writable key path.
final class ProjectedLocation<Base, Value>: AnyLocation<Value> {
    let base: AnyLocation<Base>
    let keyPath: WritableKeyPath<Base, Value>
    init(base: AnyLocation<Base>, keyPath: WritableKeyPath<Base, Value>) {
        (self.base, self.keyPath) = (base, keyPath)
    }
    override var value: Value {
        get { base.value[keyPath: keyPath] }
        set { base.value[keyPath: keyPath] = newValue }
    }
    override func isSame(as other: AnyLocation<Value>) -> Bool {
        guard let other = other as? ProjectedLocation else { return false }
        return other.keyPath == keyPath && other.base.isSame(as: base)
    }
}

/// A property of an object reached through a reference-writable key path (`@Bindable`).
final class ObjectLocation<Root: AnyObject, Value>: AnyLocation<Value> {
    let object: Root
    let keyPath: ReferenceWritableKeyPath<Root, Value>
    init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
        (self.object, self.keyPath) = (object, keyPath)
    }
    override var value: Value {
        get { object[keyPath: keyPath] }
        set { object[keyPath: keyPath] = newValue }
    }
    override func isSame(as other: AnyLocation<Value>) -> Bool {
        guard let other = other as? ObjectLocation else { return false }
        return other.object === object && other.keyPath == keyPath
    }
}

/// A location defined by a getter and a setter; unique per binding.
final class ClosureLocation<Value>: AnyLocation<Value> {
    let get: () -> Value
    let set: (Value) -> Void
    init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { (self.get, self.set) = (get, set) }
    override var value: Value {
        get { get() }
        set { set(newValue) }
    }
}

/// An immutable value: writes are ignored.
final class ConstantLocation<Value>: AnyLocation<Value> {
    let constant: Value
    init(_ constant: Value) { self.constant = constant }
    override var value: Value {
        get { constant }
        set {}
    }
    override func isSame(as other: AnyLocation<Value>) -> Bool {
        guard let other = other as? ConstantLocation else { return false }
        return ViewEquality.equal(other.constant, constant)
    }
}
