import FacetUI

/// The style set with `.buttonStyle(_:)`, as `buttonStyle()` returns it. Two values are
/// equal when their styles have the same type.
@MainActor
public enum InspectedButtonStyle: Equatable {
    /// A built-in style (`.bordered`, `.plain`, …).
    case primitive(any PrimitiveButtonStyle)
    /// A custom `ButtonStyle`.
    case custom(any ButtonStyle)

    /// The style as a `S`, or `nil` when it is of another type.
    public func style<S>(as type: S.Type) -> S? {
        switch self {
        case .primitive(let style): style as? S
        case .custom(let style): style as? S
        }
    }

    /// The type of the style.
    public var styleType: Any.Type {
        switch self {
        case .primitive(let style): type(of: style)
        case .custom(let style): type(of: style)
        }
    }

    nonisolated public static func == (lhs: Self, rhs: Self) -> Bool {
        MainActor.assumeIsolated { lhs.styleType == rhs.styleType }
    }
}
