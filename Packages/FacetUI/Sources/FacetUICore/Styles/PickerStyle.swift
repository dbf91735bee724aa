/// A type that specifies the appearance and interaction of all pickers within a view
/// hierarchy.
///
/// ```swift
/// Picker("Size", selection: $size) { … }.pickerStyle(.inline)
/// ```
@MainActor @preconcurrency
public protocol PickerStyle {
    /// The built-in appearance a backend draws (an SPI: SwiftUI styles make their body
    /// instead).
    @_spi(Backend) var appearance: PickerContent.Style { get }
}

@_spi(Backend)
extension PickerStyle {
    /// A style that names no built-in appearance is drawn as the default one (an SPI
    /// requirement needs a default).
    public var appearance: PickerContent.Style { .automatic }
}

/// The default picker style, based on the picker's context (a menu on a terminal).
public struct DefaultPickerStyle: PickerStyle {
    /// Creates the style.
    nonisolated public init() {}
    /// The built-in appearance.
    @_spi(Backend) public var appearance: PickerContent.Style { .automatic }
}

/// A picker style that presents the options as a menu when the user presses a button.
public struct MenuPickerStyle: PickerStyle {
    /// Creates the style.
    nonisolated public init() {}
    /// The built-in appearance.
    @_spi(Backend) public var appearance: PickerContent.Style { .menu }
}

/// A picker style that presents the options in a segmented control.
public struct SegmentedPickerStyle: PickerStyle {
    /// Creates the style.
    nonisolated public init() {}
    /// The built-in appearance.
    @_spi(Backend) public var appearance: PickerContent.Style { .segmented }
}

/// A picker style that presents the options inline with other views.
public struct InlinePickerStyle: PickerStyle {
    /// Creates the style.
    nonisolated public init() {}
    /// The built-in appearance.
    @_spi(Backend) public var appearance: PickerContent.Style { .inline }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default picker style.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A picker style that presents the options as a menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// A picker style that presents the options in a segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// A picker style that presents the options inline.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension EnvironmentValues {
    private struct PickerStyleKey: EnvironmentKey {
        static var defaultValue: any PickerStyle { DefaultPickerStyle() }
    }

    /// The picker style in effect.
    var pickerStyle: any PickerStyle {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for pickers within this view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyle, style, writtenBy: "pickerStyle")
    }
}
