import Foundation

/// An opaque value derived from an anchor source and a particular view.
///
/// Facet uses anchor sources for where a popover attaches
/// (`.popover(isPresented:attachmentAnchor:…)`); resolving an anchor in a geometry proxy is
/// not available yet.
public struct Anchor<Value> {
    /// A type-erased geometry value that produces an anchored value of a given type.
    public struct Source {
        /// What the source designates, for a rectangle.
        @_spi(Inspection) public enum Region: Hashable, Sendable {
            /// The bounds of the view the anchor is taken in.
            case bounds
            /// A rectangle in the view's coordinates.
            case rect(CGRect)
        }

        /// What the source designates.
        @_spi(Inspection) public let region: Region
    }
}

extension Anchor.Source where Value == CGRect {
    /// The rectangle `r` in the view's coordinates.
    public static func rect(_ r: CGRect) -> Anchor<Value>.Source { Self(region: .rect(r)) }

    /// The bounds of the view.
    public static var bounds: Anchor<CGRect>.Source { Self(region: .bounds) }
}
