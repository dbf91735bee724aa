import Foundation

/// A collection of environment values propagated through a view hierarchy.
///
/// Each write gets a version number; a node remembers the versions of the keys its body
/// read, so that an environment change re-evaluates exactly the bodies that read it.
public struct EnvironmentValues: CustomStringConvertible {
    struct Entry {
        var value: Any
        var version: UInt64
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// Records the keys read while a body is evaluated (set by the graph on installed
    /// copies only).
    weak var tracker: EnvironmentReadTracker?

    /// Creates an environment with every key at its default value.
    public init() {}

    nonisolated(unsafe) private static var nextVersion: UInt64 = 0
    private static func makeVersion() -> UInt64 {
        nextVersion &+= 1
        return nextVersion
    }

    /// Accesses the environment value associated with a custom key.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            let entry = entries[id]
            tracker?.environmentRead(id, version: entry?.version ?? 0)
            return entry?.value as? K.Value ?? K.defaultValue
        }
        set {
            entries[ObjectIdentifier(key)] = Entry(value: newValue, version: Self.makeVersion())
        }
    }

    /// The version of the value stored for `key` (0: the default value).
    func version(of key: ObjectIdentifier) -> UInt64 { entries[key]?.version ?? 0 }

    /// Stores `value` under `key`, keeping the old version when `isUnchanged` says the
    /// value did not change (so that readers are not invalidated needlessly).
    mutating func set(_ value: Any, for key: ObjectIdentifier, unchangedFrom previous: EnvironmentValues?) {
        if let old = previous?.entries[key], ViewEquality.equalAny(old.value, value) {
            entries[key] = old
        } else {
            entries[key] = Entry(value: value, version: Self.makeVersion())
        }
    }

    /// For each key this environment wrote over `base`, takes the version `previous` had
    /// for it (the caller knows the values are equal).
    mutating func reuseVersions(of previous: EnvironmentValues, forKeysWrittenOver base: EnvironmentValues) {
        for (key, entry) in entries where base.entries[key]?.version != entry.version {
            if let old = previous.entries[key] { entries[key]?.version = old.version }
        }
    }

    /// Reads the raw value stored for `key`, tracking the read.
    func value(for key: ObjectIdentifier) -> Any? {
        let entry = entries[key]
        tracker?.environmentRead(key, version: entry?.version ?? 0)
        return entry?.value
    }

    /// Whether both environments hold the same versions of every key.
    func hasSameVersions(as other: EnvironmentValues) -> Bool {
        entries.count == other.entries.count
            && entries.allSatisfy { other.entries[$0.key]?.version == $0.value.version }
    }

    public var description: String {
        "EnvironmentValues(\(entries.count) values)"
    }
}

/// Receives the environment keys a body reads.
@MainActor
protocol EnvironmentReadTracker: AnyObject {
    nonisolated func environmentRead(_ key: ObjectIdentifier, version: UInt64)
}
