import Foundation

/// A simulator device that runs a preview, by its name ("iPhone 15"). Facet has no previews:
/// the modifiers that take one change nothing at run time, as in SwiftUI, and inspection
/// tools read them.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    /// The device's name.
    public let rawValue: String

    /// A device by its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A device by its name, written as a string literal.
    public init(stringLiteral: String) { rawValue = stringLiteral }
}

/// The size of the container a preview is shown in.
public enum PreviewLayout: Sendable {
    /// The container of the preview's device.
    case device
    /// A container fitted to the preview's size.
    case sizeThatFits
    /// A container of the given size.
    case fixed(width: CGFloat, height: CGFloat)
}

/// The trait of `.previewDevice(_:)` (for inspection tools).
@_spi(Inspection)
public enum PreviewDeviceTrait: TraitKey {
    /// No device unless one is set.
    public static let defaultValue: PreviewDevice? = nil
}

/// The trait of `.previewLayout(_:)` (for inspection tools).
@_spi(Inspection)
public enum PreviewLayoutTrait: TraitKey {
    /// The device's layout unless one is set.
    public static let defaultValue = PreviewLayout.device
}

/// The trait of `.previewDisplayName(_:)` (for inspection tools).
@_spi(Inspection)
public enum PreviewDisplayNameTrait: TraitKey {
    /// No name unless one is set.
    public static let defaultValue: String? = nil
}

extension View {
    /// Sets the device a preview runs on. Nothing changes at run time.
    public func previewDevice(_ value: PreviewDevice?) -> some View { trait(PreviewDeviceTrait.self, value) }

    /// Sets the size of the container a preview is shown in. Nothing changes at run time.
    public func previewLayout(_ value: PreviewLayout) -> some View { trait(PreviewLayoutTrait.self, value) }

    /// Sets the name a preview is shown with. Nothing changes at run time.
    public func previewDisplayName(_ value: String?) -> some View {
        trait(PreviewDisplayNameTrait.self, value)
    }
}
