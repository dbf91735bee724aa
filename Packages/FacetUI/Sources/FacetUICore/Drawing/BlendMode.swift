import Foundation

/// How a view's colours combine with the colours drawn behind it.
///
/// ```swift
/// ZStack {
///     Color.yellow
///     Circle().fill(.blue).blendMode(.multiply)
/// }
/// ```
public enum BlendMode: Sendable {
    case normal
    case multiply
    case screen
    case overlay
    case darken
    case lighten
    case colorDodge
    case colorBurn
    case softLight
    case hardLight
    case difference
    case exclusion
    case hue
    case saturation
    case color
    case luminosity
    case sourceAtop
    case destinationOver
    case destinationOut
    case plusDarker
    case plusLighter
}
