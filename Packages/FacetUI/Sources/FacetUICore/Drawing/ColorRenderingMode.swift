import Foundation

/// The working colour space and storage format of an offscreen rendering
/// (`drawingGroup(opaque:colorMode:)`).
public enum ColorRenderingMode: Hashable, Sendable {
    /// Non-linear sRGB, 8 bits per component.
    case nonLinear
    /// Linear sRGB, 16 bits per component.
    case linear
    /// Extended linear sRGB, with components outside 0...1 kept.
    case extendedLinear
}
