import Foundation

/// A type that identifies an alignment guide and computes its default value.
///
/// ```swift
/// private enum MidAccount: AlignmentID {
///     static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
/// }
/// extension VerticalAlignment { static let midAccount = VerticalAlignment(MidAccount.self) }
/// ```
public protocol AlignmentID {
    /// The value of the guide for a view that does not set it explicitly.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Hashable, @unchecked Sendable {
    let id: ObjectIdentifier
    let guide: any AlignmentID.Type
    /// The guide's name ("leading", or a custom guide's type name), for inspection tools.
    @_spi(Inspection) public let name: String

    func defaultValue(_ dimensions: ViewDimensions) -> CGFloat { guide.defaultValue(in: dimensions) }

    /// Creates a custom alignment identified by `id`.
    public init(_ id: any AlignmentID.Type) { self.init(id, name: String(describing: id)) }

    public static func == (a: Self, b: Self) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    private enum Leading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
    }
    private enum Trailing: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
    }

    /// The leading edge.
    public static let leading = HorizontalAlignment(Leading.self, name: "leading")
    /// The horizontal center.
    public static let center = HorizontalAlignment(Center.self, name: "center")
    /// The trailing edge.
    public static let trailing = HorizontalAlignment(Trailing.self, name: "trailing")

    private init(_ id: any AlignmentID.Type, name: String) {
        self.id = ObjectIdentifier(id)
        self.guide = id
        self.name = name
    }
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Hashable, @unchecked Sendable {
    let id: ObjectIdentifier
    let guide: any AlignmentID.Type
    /// The guide's name ("top", or a custom guide's type name), for inspection tools.
    @_spi(Inspection) public let name: String

    func defaultValue(_ dimensions: ViewDimensions) -> CGFloat { guide.defaultValue(in: dimensions) }

    /// Creates a custom alignment identified by `id`.
    public init(_ id: any AlignmentID.Type) { self.init(id, name: String(describing: id)) }

    public static func == (a: Self, b: Self) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    private enum Top: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
    }
    private enum Bottom: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    }
    private enum FirstBaseline: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    }
    private enum LastBaseline: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    }

    /// The top edge.
    public static let top = VerticalAlignment(Top.self, name: "top")
    /// The vertical center.
    public static let center = VerticalAlignment(Center.self, name: "center")
    /// The bottom edge.
    public static let bottom = VerticalAlignment(Bottom.self, name: "bottom")
    /// The baseline of the first line of text (the bottom edge for views without text).
    public static let firstTextBaseline = VerticalAlignment(FirstBaseline.self, name: "firstTextBaseline")
    /// The baseline of the last line of text (the bottom edge for views without text).
    public static let lastTextBaseline = VerticalAlignment(LastBaseline.self, name: "lastTextBaseline")

    private init(_ id: any AlignmentID.Type, name: String) {
        self.id = ObjectIdentifier(id)
        self.guide = id
        self.name = name
    }
}

/// An alignment in both axes.
///
/// ```swift
/// ZStack(alignment: .topLeading) { Color.blue; Text("Badge") }
/// ```
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    /// Creates an alignment from its two components.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        (self.horizontal, self.vertical) = (horizontal, vertical)
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
}

/// A view's size and its alignment guides, in its own coordinate space.
public struct ViewDimensions: Equatable {
    /// The view's width.
    public var width: CGFloat { size.width }
    /// The view's height.
    public var height: CGFloat { size.height }

    let size: CGSize
    let explicitHorizontal: (HorizontalAlignment) -> CGFloat?
    let explicitVertical: (VerticalAlignment) -> CGFloat?

    init(
        size: CGSize, horizontal: @escaping (HorizontalAlignment) -> CGFloat? = { _ in nil },
        vertical: @escaping (VerticalAlignment) -> CGFloat? = { _ in nil }
    ) {
        self.size = size
        self.explicitHorizontal = horizontal
        self.explicitVertical = vertical
    }

    /// The value of `guide`: its explicit value if set, else its default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        explicitHorizontal(guide) ?? guide.defaultValue(self)
    }
    /// The value of `guide`: its explicit value if set, else its default.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        explicitVertical(guide) ?? guide.defaultValue(self)
    }
    /// The explicit value of `guide`, or `nil` when the view does not set it.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitHorizontal(guide) }
    /// The explicit value of `guide`, or `nil` when the view does not set it.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitVertical(guide) }

    public static func == (a: Self, b: Self) -> Bool {
        a.size == b.size && a[.leading] == b[.leading]
            && a[HorizontalAlignment.center] == b[HorizontalAlignment.center]
            && a[.trailing] == b[.trailing] && a[.top] == b[.top]
            && a[VerticalAlignment.center] == b[VerticalAlignment.center] && a[.bottom] == b[.bottom]
    }
}
