import Foundation

/// An opaque value derived from an anchor source and a particular view: a rectangle or a
/// point of that view, as laid out. Resolve it with a ``GeometryProxy`` to get it in the
/// proxy's coordinate space.
///
/// Anchors are written as preference values (``View/anchorPreference(key:value:transform:)``)
/// and read by a view above, usually in ``View/overlayPreferenceValue(_:alignment:_:)``:
///
/// ```swift
/// Text("Selected")
///     .anchorPreference(key: HighlightKey.self, value: .bounds) { $0 }
///     .overlayPreferenceValue(HighlightKey.self) { anchor in
///         GeometryReader { proxy in
///             if let anchor { Rectangle().stroke().frame(width: proxy[anchor].width) }
///         }
///     }
/// ```
///
/// Facet also uses anchor sources for where a popover attaches
/// (`.popover(isPresented:attachmentAnchor:…)`).
public struct Anchor<Value> {
    /// The geometry in the window's coordinates.
    let geometry: ResolvedAnchorGeometry

    /// A type-erased geometry value that produces an anchored value of a given type.
    public struct Source {
        /// What the source designates, for a rectangle.
        @_spi(Inspection) public enum Region: Hashable, Sendable {
            /// The bounds of the view the anchor is taken in.
            case bounds
            /// A rectangle in the view's coordinates.
            case rect(CGRect)
        }

        /// What the source designates in the view's coordinates.
        let geometry: AnchorGeometry

        /// What the source designates, for a rectangle source (a point source reads as its
        /// view's bounds).
        @_spi(Inspection) public var region: Region {
            if case .rect(let rect) = geometry { return .rect(rect) }
            return .bounds
        }
    }

    /// The anchored value translated so that `origin` (in the window's coordinates) is zero.
    func value(relativeTo origin: CGPoint) -> Value {
        geometry.translated(by: CGVector(dx: -origin.x, dy: -origin.y)).value(as: Value.self)
    }
}

extension Anchor.Source where Value == CGRect {
    /// The rectangle `r` in the view's coordinates.
    public static func rect(_ r: CGRect) -> Anchor<Value>.Source { Self(geometry: .rect(r)) }

    /// The bounds of the view.
    public static var bounds: Anchor<CGRect>.Source { Self(geometry: .bounds) }
}

extension Anchor.Source where Value == CGPoint {
    /// The point `p` in the view's coordinates.
    ///
    /// ```swift
    /// .anchorPreference(key: PinKey.self, value: .point(CGPoint(x: 2, y: 0))) { $0 }
    /// ```
    public static func point(_ p: CGPoint) -> Anchor<Value>.Source { Self(geometry: .point(p)) }

    /// The point at `p` of the view's size (`(0, 0)` its top-leading corner, `(1, 1)` its
    /// bottom-trailing one).
    public static func unitPoint(_ p: UnitPoint) -> Anchor<Value>.Source { Self(geometry: .unitPoint(p)) }

    /// The view's top-leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the view's top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The view's top-trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the view's leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The view's centre.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the view's trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The view's bottom-leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the view's bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The view's bottom-trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source {
    /// A source of every anchor of `array`, taken in the same view.
    ///
    /// ```swift
    /// .anchorPreference(key: CornersKey.self, value: Anchor.Source([.topLeading, .bottomTrailing])) { $0 }
    /// ```
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        self.init(geometry: .array(array.map(\.geometry)))
    }

    /// A source of the anchor of `anchor`, or of `nil`.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        self.init(geometry: .optional(anchor?.geometry))
    }
}

extension Anchor.Source: Sendable where Value: Sendable {}
extension Anchor: Sendable where Value: Sendable {}

extension Anchor: Equatable where Value: Equatable {
    /// Whether both anchor the same geometry, as laid out.
    public static func == (lhs: Anchor<Value>, rhs: Anchor<Value>) -> Bool { lhs.geometry == rhs.geometry }
}

extension Anchor: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(geometry) }
}

/// What an anchor source designates, in the coordinates of the view it is taken in.
indirect enum AnchorGeometry: Hashable, Sendable {
    case bounds
    case rect(CGRect)
    case point(CGPoint)
    case unitPoint(UnitPoint)
    case array([AnchorGeometry])
    case optional(AnchorGeometry?)

    /// The geometry for a view laid out at `frame` (in the window's coordinates).
    func resolved(in frame: CGRect) -> ResolvedAnchorGeometry {
        switch self {
        case .bounds: .rect(frame)
        case .rect(let rect): .rect(rect.offsetBy(dx: frame.minX, dy: frame.minY))
        case .point(let point): .point(CGPoint(x: frame.minX + point.x, y: frame.minY + point.y))
        case .unitPoint(let unit):
            .point(CGPoint(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height))
        case .array(let elements): .array(elements.map { $0.resolved(in: frame) })
        case .optional(let element): .optional(element?.resolved(in: frame))
        }
    }
}

/// An anchor's geometry once its view is laid out, in the window's coordinates.
indirect enum ResolvedAnchorGeometry: Hashable, Sendable {
    case rect(CGRect)
    case point(CGPoint)
    case array([ResolvedAnchorGeometry])
    case optional(ResolvedAnchorGeometry?)

    func translated(by offset: CGVector) -> Self {
        switch self {
        case .rect(let rect): .rect(rect.offsetBy(dx: offset.dx, dy: offset.dy))
        case .point(let point): .point(CGPoint(x: point.x + offset.dx, y: point.y + offset.dy))
        case .array(let elements): .array(elements.map { $0.translated(by: offset) })
        case .optional(let element): .optional(element?.translated(by: offset))
        }
    }

    /// The geometry as a value of `type`: the type of the anchor it was made for (a source
    /// of one type only makes anchors of that type).
    func value<T>(as type: T.Type) -> T {
        switch self {
        case .rect(let rect): return rect as! T
        case .point(let point): return point as! T
        case .array(let elements): return (T.self as! any AnchoredArray.Type).make(from: elements) as! T
        case .optional(let element): return (T.self as! any AnchoredOptional.Type).make(from: element) as! T
        }
    }
}

/// An array of anchored values, made element by element.
private protocol AnchoredArray {
    static func make(from elements: [ResolvedAnchorGeometry]) -> Any
}

extension Array: AnchoredArray {
    fileprivate static func make(from elements: [ResolvedAnchorGeometry]) -> Any {
        elements.map { $0.value(as: Element.self) }
    }
}

/// An optional anchored value.
private protocol AnchoredOptional {
    static func make(from element: ResolvedAnchorGeometry?) -> Any
}

extension Optional: AnchoredOptional {
    fileprivate static func make(from element: ResolvedAnchorGeometry?) -> Any {
        element.map { $0.value(as: Wrapped.self) } as Any
    }
}
