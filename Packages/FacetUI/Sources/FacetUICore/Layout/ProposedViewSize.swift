import Foundation

/// A proposal for the size of a view, made by its parent during layout.
///
/// A `nil` dimension asks for the view's ideal size along that axis; `0` asks for its
/// minimum and `.infinity` for its maximum.
///
/// ```swift
/// let ideal = subview.sizeThatFits(.unspecified)
/// let widest = subview.sizeThatFits(ProposedViewSize(width: .infinity, height: nil))
/// ```
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width, or `nil` for the ideal width.
    public var width: CGFloat?
    /// The proposed height, or `nil` for the ideal height.
    public var height: CGFloat?

    /// A proposal of zero in both dimensions (asks for the minimum size).
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// A proposal that leaves both dimensions unspecified (asks for the ideal size).
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// A proposal of infinity in both dimensions (asks for the maximum size).
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// Creates a proposal from optional dimensions.
    public init(width: CGFloat?, height: CGFloat?) {
        (self.width, self.height) = (width, height)
    }

    /// Creates a proposal from a concrete size.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Returns a size with each unspecified dimension replaced by the one in `size`.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The dimension along `axis`.
    func value(along axis: Axis) -> CGFloat? { axis == .horizontal ? width : height }

    /// A proposal with `main` along `axis` and `cross` across it.
    init(main: CGFloat?, cross: CGFloat?, axis: Axis) {
        if axis == .horizontal {
            self.init(width: main, height: cross)
        } else {
            self.init(width: cross, height: main)
        }
    }
}

extension CGSize {
    /// The extent along `axis`.
    func value(along axis: Axis) -> CGFloat { axis == .horizontal ? width : height }

    /// A size with `main` along `axis` and `cross` across it.
    init(main: CGFloat, cross: CGFloat, axis: Axis) {
        if axis == .horizontal {
            self.init(width: main, height: cross)
        } else {
            self.init(width: cross, height: main)
        }
    }
}
