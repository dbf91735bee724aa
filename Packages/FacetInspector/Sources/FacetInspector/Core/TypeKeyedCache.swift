/// Values worked out once per type (or pair of types), found again without hashing: a
/// direct-mapped table of 256 slots, indexed by the types' addresses, in front of a
/// dictionary. A search asks about every node it visits, and a hierarchy's rows alternate
/// a few types (a row's custom view, its stack, a text, an image).
struct TypeKeyedCache<Key: SlotAddressable, Value> {
    private var slots = ContiguousArray<(key: Key, value: Value)?>(repeating: nil, count: 256)
    private var all: [Key: Value] = [:]

    /// The value kept for `key`, if any.
    mutating func value(for key: Key) -> Value? {
        let slot = key.slot
        if let entry = slots[slot], entry.key == key { return entry.value }
        guard let value = all[key] else { return nil }
        slots[slot] = (key, value)
        return value
    }

    /// Keeps `value` for `key`.
    mutating func insert(_ value: Value, for key: Key) {
        all[key] = value
        slots[key.slot] = (key, value)
    }
}

/// A key with a slot in a ``TypeKeyedCache``.
protocol SlotAddressable: Hashable {
    /// The key's slot, from 0 to 255.
    var slot: Int { get }
}

extension ObjectIdentifier: SlotAddressable {
    /// Type metadata is aligned: the low bits of its address say little.
    var slot: Int { Int(truncatingIfNeeded: UInt(bitPattern: self) >> 4) & 255 }
}
