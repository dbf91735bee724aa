import Foundation

/// A number that a `LocalizedStringKey` interpolation can show with a `printf`-style format
/// specifier (`Text("\(price, specifier: "%.2f")")`). SwiftUI's own protocol, with its
/// underscored name.
public protocol _FormatSpecifiable: Equatable {
    /// The type handed to the format.
    associatedtype _Arg: CVarArg
    /// The value handed to the format.
    var _arg: _Arg { get }
    /// The type's default specifier ("%lld" for an `Int`).
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int64 { Int64(self) }
    public var _specifier: String { "%lld" }
}

extension Int8: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}

extension Int16: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}

extension Int32: _FormatSpecifiable {
    public var _arg: Int32 { self }
    public var _specifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
    public var _arg: Int64 { self }
    public var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
    public var _arg: UInt64 { UInt64(self) }
    public var _specifier: String { "%llu" }
}

extension UInt8: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}

extension UInt16: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}

extension UInt32: _FormatSpecifiable {
    public var _arg: UInt32 { self }
    public var _specifier: String { "%u" }
}

extension UInt64: _FormatSpecifiable {
    public var _arg: UInt64 { self }
    public var _specifier: String { "%llu" }
}

extension Float: _FormatSpecifiable {
    public var _arg: Float { self }
    public var _specifier: String { "%f" }
}

extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public var _specifier: String { "%lf" }
}

extension CGFloat: _FormatSpecifiable {
    public var _arg: CGFloat { self }
    public var _specifier: String { "%lf" }
}

/// A number shown with a format specifier, in the locale the text is resolved in (the
/// decimal separator follows it).
struct SpecifierFormattedValue<Value: _FormatSpecifiable>: FormattedValue {
    let value: Value
    let specifier: String

    func string(locale: Locale, calendar: Calendar, timeZone: TimeZone) -> String {
        String(format: specifier, locale: locale, value._arg)
    }

    func isEqual(to other: any FormattedValue) -> Bool {
        guard let other = other as? Self else { return false }
        return other.value == value && other.specifier == specifier
    }

    func hash(into hasher: inout Hasher) { hasher.combine(specifier) }
}
