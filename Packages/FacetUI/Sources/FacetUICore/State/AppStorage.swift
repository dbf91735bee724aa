import Foundation

/// A property wrapper type that reflects a value from `UserDefaults` and invalidates a view
/// on a change in value in that user default.
///
/// On Linux `UserDefaults.standard` persists to `$XDG_CONFIG_HOME/<program>.plist`
/// (`~/.config/…` without it), so values survive a restart. Every view reading the same
/// key of the same store is updated when any of them writes it. A store file that is not
/// a property list gives a warning, the defaults, and a copy of the file kept beside it
/// (see ``PreferencesFile``).
///
/// ```swift
/// struct SettingsView: View {
///     @AppStorage("volume") private var volume = 0.5
///     @AppStorage("name") private var name: String?
///     var body: some View { Slider(value: $volume) }
/// }
/// ```
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let location: UserDefaultLocation<Value>

    init(
        key: String, store: UserDefaults?, defaultValue: Value,
        read: @escaping (UserDefaults, String) -> Value?,
        write: @escaping (UserDefaults, String, Value) -> Void
    ) {
        location = UserDefaultLocation(
            key: key, explicitStore: store, defaultValue: defaultValue, read: read, write: write)
    }

    /// The value stored under the key, or the default when none is stored; setting it
    /// stores it.
    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> { Binding(location: location) }
}

extension AppStorage: InstallableProperty {
    func install(in storage: DynamicPropertyStorage, slot: inout Int) {
        location.environmentStore = storage.trackedEnvironment.defaultAppStorage
    }
}

extension AppStorage: @unchecked Sendable where Value: Sendable {}

// MARK: - The value types SwiftUI stores

extension AppStorage {
    /// Creates a property that can read and write a Boolean user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(
            key: key, store: store, defaultValue: wrappedValue, read: { $0.object(forKey: $1) as? Bool }
        ) {
            $0.set($2, forKey: $1)
        }
    }

    /// Creates a property that can read and write an integer user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, store: store, defaultValue: wrappedValue, read: { Self.integer($0, $1) }) {
            $0.set($2, forKey: $1)
        }
    }

    /// Creates a property that can read and write a double user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, store: store, defaultValue: wrappedValue, read: { Self.double($0, $1) }) {
            $0.set($2, forKey: $1)
        }
    }

    /// Creates a property that can read and write a string user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, store: store, defaultValue: wrappedValue, read: { $0.string(forKey: $1) }) {
            $0.set($2, forKey: $1)
        }
    }

    /// Creates a property that can read and write a URL user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, store: store, defaultValue: wrappedValue, read: { $0.url(forKey: $1) }) {
            $0.set($2, forKey: $1)
        }
    }

    /// Creates a property that can read and write a date user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(
            key: key, store: store, defaultValue: wrappedValue, read: { $0.object(forKey: $1) as? Date }
        ) {
            $0.set($2, forKey: $1)
        }
    }

    /// Creates a property that can read and write a user default as data.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, store: store, defaultValue: wrappedValue, read: { $0.data(forKey: $1) }) {
            $0.set($2, forKey: $1)
        }
    }

    /// Creates a property that can read and write an integer user default, transforming
    /// that to a `RawRepresentable` data type (an unknown raw value reads as the default).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(
            key: key, store: store, defaultValue: wrappedValue,
            read: { Self.integer($0, $1).flatMap { Value(rawValue: $0) } }
        ) { $0.set($2.rawValue, forKey: $1) }
    }

    /// Creates a property that can read and write a string user default, transforming
    /// that to a `RawRepresentable` data type (an unknown raw value reads as the default).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(
            key: key, store: store, defaultValue: wrappedValue,
            read: { $0.string(forKey: $1).flatMap { Value(rawValue: $0) } }
        ) { $0.set($2.rawValue, forKey: $1) }
    }

    /// An integer stored under `key`; property lists keep numbers as integers or reals.
    static func integer(_ store: UserDefaults, _ key: String) -> Int? {
        switch store.object(forKey: key) {
        case let value as Int: value
        case let value as NSNumber: value.intValue
        default: nil
        }
    }

    /// A number stored under `key`, as a double.
    static func double(_ store: UserDefaults, _ key: String) -> Double? {
        switch store.object(forKey: key) {
        case let value as Double: value
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// Creates a property that can read and write an optional Boolean user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(optional: key, store: store, read: { $0.object(forKey: $1) as? Bool }) {
            $0.set($2, forKey: $1)
        }
    }

    /// Creates a property that can read and write an optional integer user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(optional: key, store: store, read: { Self.integer($0, $1) }) { $0.set($2, forKey: $1) }
    }

    /// Creates a property that can read and write an optional double user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(optional: key, store: store, read: { Self.double($0, $1) }) { $0.set($2, forKey: $1) }
    }

    /// Creates a property that can read and write an optional string user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(optional: key, store: store, read: { $0.string(forKey: $1) }) { $0.set($2, forKey: $1) }
    }

    /// Creates a property that can read and write an optional URL user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(optional: key, store: store, read: { $0.url(forKey: $1) }) { $0.set($2, forKey: $1) }
    }

    /// Creates a property that can read and write an optional date user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(optional: key, store: store, read: { $0.object(forKey: $1) as? Date }) {
            $0.set($2, forKey: $1)
        }
    }

    /// Creates a property that can read and write an optional data user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(optional: key, store: store, read: { $0.data(forKey: $1) }) { $0.set($2, forKey: $1) }
    }
}

extension AppStorage {
    /// Creates a property that can save and restore an optional string, transforming it to
    /// an optional `RawRepresentable` data type.
    public init<R>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(optional: key, store: store, read: { $0.string(forKey: $1).flatMap { R(rawValue: $0) } }) {
            $0.set($2.rawValue, forKey: $1)
        }
    }

    /// Creates a property that can save and restore an optional integer, transforming it to
    /// an optional `RawRepresentable` data type.
    public init<R>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(optional: key, store: store, read: { Self.integer($0, $1).flatMap { R(rawValue: $0) } }) {
            $0.set($2.rawValue, forKey: $1)
        }
    }

    /// An optional default: `nil` when nothing is stored; storing `nil` removes the key.
    private init<Wrapped>(
        optional key: String, store: UserDefaults?, read: @escaping (UserDefaults, String) -> Wrapped?,
        write: @escaping (UserDefaults, String, Wrapped) -> Void
    ) where Value == Wrapped? {
        self.init(key: key, store: store, defaultValue: nil, read: { read($0, $1).map(Optional.some) }) {
            store, key, value in
            if let value = value { write(store, key, value) } else { store.removeObject(forKey: key) }
        }
    }
}

// MARK: - The default store

extension EnvironmentValues {
    private enum DefaultAppStorageKey: EnvironmentKey {
        static var defaultValue: UserDefaults? { nil }
    }

    /// The store `@AppStorage` uses when none is given (`nil`: `UserDefaults.standard`).
    var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

extension View {
    /// The default store used by `AppStorage` contained within the view.
    ///
    /// ```swift
    /// SettingsView().defaultAppStorage(UserDefaults(suiteName: "settings")!)
    /// ```
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        environment(\.defaultAppStorage, store, writtenBy: "defaultAppStorage")
    }
}
