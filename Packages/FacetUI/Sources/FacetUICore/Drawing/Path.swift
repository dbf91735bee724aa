import Foundation

/// The outline of a 2D shape: subpaths of lines and curves, in a view's coordinates.
///
/// ```swift
/// let triangle = Path { path in
///     path.move(to: CGPoint(x: 50, y: 0))
///     path.addLine(to: CGPoint(x: 100, y: 100))
///     path.addLine(to: CGPoint(x: 0, y: 100))
///     path.closeSubpath()
/// }
/// triangle.boundingRect  // (0, 0, 100, 100)
/// ```
public struct Path: Equatable, LosslessStringConvertible, Sendable {
    /// An element of a path.
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A line back to the start of the current subpath, closing it.
        case closeSubpath
    }

    /// The elements, in order.
    private(set) var elements: [Element] = []
    /// Where the current subpath started (where `closeSubpath` returns to).
    private var subpathStart: CGPoint?

    /// Creates an empty path.
    public init() {}

    /// Creates a path containing a rectangle.
    public init(_ rect: CGRect) { addRect(rect) }

    /// Creates a path containing a rounded rectangle.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Creates a path containing a rounded rectangle with corners of `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Creates a path containing a rounded rectangle with a radius for each corner.
    public init(
        roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
    ) {
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// Creates a path containing the ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// Creates a path built by `callback`.
    ///
    /// ```swift
    /// Path { $0.addLines([.zero, CGPoint(x: 10, y: 10)]) }
    /// ```
    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Calls `body` with each element of the path.
    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    /// The last point of the path (the start of the subpath after `closeSubpath()`), or
    /// `nil` for an empty path.
    public var currentPoint: CGPoint? {
        guard let last = elements.last else { return nil }
        switch last {
        case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
            return point
        case .closeSubpath: return subpathStart
        }
    }

    public static func == (a: Path, b: Path) -> Bool { a.elements == b.elements }

    // MARK: - Building

    /// Begins a new subpath at `end`.
    public mutating func move(to end: CGPoint) {
        elements.append(.move(to: end))
        subpathStart = end
    }

    /// Appends a straight line to `end` (a path without a current point starts there).
    public mutating func addLine(to end: CGPoint) {
        guard currentPoint != nil else { return move(to: end) }
        reopenIfClosed()
        elements.append(.line(to: end))
    }

    /// Appends a quadratic Bézier curve to `end`.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard currentPoint != nil else { return move(to: end) }
        reopenIfClosed()
        elements.append(.quadCurve(to: end, control: control))
    }

    /// Appends a cubic Bézier curve to `end`.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard currentPoint != nil else { return move(to: end) }
        reopenIfClosed()
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a line to its start.
    public mutating func closeSubpath() {
        guard let last = elements.last, last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    /// A segment after `closeSubpath()` starts a new subpath at the closed one's start.
    private mutating func reopenIfClosed() {
        if elements.last == .closeSubpath, let subpathStart { elements.append(.move(to: subpathStart)) }
    }

    /// Appends a rectangle as a closed subpath: its top-left corner, then clockwise.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        addPolygon(
            [
                CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
            ], transform: transform)
    }

    /// Appends rectangles, each as a closed subpath.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Appends a subpath of straight lines through `lines`.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { elements.append(.line(to: point)) }
    }

    private mutating func addPolygon(_ points: [CGPoint], transform: CGAffineTransform) {
        addLines(points.map { $0.applying(transform) })
        closeSubpath()
    }

    /// Appends the ellipse inscribed in `rect` as a closed subpath of four cubic curves,
    /// starting at its right-most point and going clockwise on screen.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let scale = CGAffineTransform(translationX: center.x, y: center.y)
            .scaledBy(x: rect.width / 2, y: rect.height / 2).concatenating(transform)
        var unit = Path()
        unit.addArc(
            center: .zero, radius: 1, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
        unit.closeSubpath()
        addPath(unit, transform: scale)
    }

    /// Appends a rounded rectangle whose corners are `cornerSize` (clamped to half the
    /// rectangle's sides).
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let rect = rect.standardized
        let width = min(max(cornerSize.width, 0), rect.width / 2)
        let height = min(max(cornerSize.height, 0), rect.height / 2)
        let corners = Array(repeating: CGSize(width: width, height: height), count: 4)
        addRoundedRect(rect, corners: corners, transform: transform)
    }

    /// Appends a rounded rectangle with its own radius at each corner (clamped so that
    /// neighbouring corners do not overlap).
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let rect = rect.standardized
        let radii = [
            cornerRadii.topLeading, cornerRadii.topTrailing, cornerRadii.bottomTrailing,
            cornerRadii.bottomLeading,
        ].map { max($0, 0) }
        // Scale all radii down together when two neighbours need more than their side.
        let sides = [rect.width, rect.height, rect.width, rect.height]
        var factor: CGFloat = 1
        for index in 0..<4 {
            let sum = radii[index] + radii[(index + 1) % 4]
            if sum > sides[index] { factor = min(factor, sides[index] / sum) }
        }
        addRoundedRect(
            rect, corners: radii.map { CGSize(width: $0 * factor, height: $0 * factor) }, transform: transform
        )
    }

    /// A rounded rectangle from its corner sizes: top-left, top-right, bottom-right,
    /// bottom-left; clockwise from the end of the top-left corner.
    private mutating func addRoundedRect(_ rect: CGRect, corners: [CGSize], transform: CGAffineTransform) {
        guard corners.contains(where: { $0.width > 0 && $0.height > 0 }) else {
            return addRect(rect, transform: transform)
        }
        var outline = Path()
        let (topLeft, topRight, bottomRight, bottomLeft) = (corners[0], corners[1], corners[2], corners[3])
        outline.move(to: CGPoint(x: rect.minX + topLeft.width, y: rect.minY))
        outline.addLine(to: CGPoint(x: rect.maxX - topRight.width, y: rect.minY))
        outline.addCorner(
            center: CGPoint(x: rect.maxX - topRight.width, y: rect.minY + topRight.height), size: topRight,
            from: -90)
        outline.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottomRight.height))
        outline.addCorner(
            center: CGPoint(x: rect.maxX - bottomRight.width, y: rect.maxY - bottomRight.height),
            size: bottomRight, from: 0)
        outline.addLine(to: CGPoint(x: rect.minX + bottomLeft.width, y: rect.maxY))
        outline.addCorner(
            center: CGPoint(x: rect.minX + bottomLeft.width, y: rect.maxY - bottomLeft.height),
            size: bottomLeft,
            from: 90)
        outline.addLine(to: CGPoint(x: rect.minX, y: rect.minY + topLeft.height))
        outline.addCorner(
            center: CGPoint(x: rect.minX + topLeft.width, y: rect.minY + topLeft.height), size: topLeft,
            from: 180)
        outline.closeSubpath()
        addPath(outline, transform: transform)
    }

    /// A quarter ellipse of `size` around `center`, from `degrees` on a further 90°.
    private mutating func addCorner(center: CGPoint, size: CGSize, from degrees: Double) {
        guard size.width > 0, size.height > 0 else { return }
        var quarter = Path()
        quarter.move(to: CGPoint(x: cos(degrees * .pi / 180), y: sin(degrees * .pi / 180)))
        quarter.appendArc(from: Angle(degrees: degrees), sweep: .pi / 2)
        let placed = CGAffineTransform(translationX: center.x, y: center.y)
            .scaledBy(x: size.width, y: size.height)
        for element in quarter.elements.dropFirst() { elements.append(element.applying(placed)) }
    }

    /// Appends `path` (mapped by `transform`) as further subpaths.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        for element in path.elements {
            let mapped = element.applying(transform)
            if case .move(let point) = mapped { subpathStart = point }
            elements.append(mapped)
        }
    }

    // MARK: - Arcs

    /// Appends an arc of a circle from `startAngle` to `endAngle`, preceded by a line from
    /// the current point to the arc's start (or a move when the path is empty).
    ///
    /// Angles are measured from the x axis towards the y axis; in a view's flipped
    /// coordinates `clockwise: false` turns clockwise on screen, as in SwiftUI.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        var sweep = endAngle.radians - startAngle.radians
        let full = 2 * Double.pi
        if clockwise {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - full }
            sweep = max(sweep, -full)
        } else {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + full }
            sweep = min(sweep, full)
        }
        addRelativeArc(
            center: center, radius: radius, startAngle: startAngle, delta: .radians(sweep),
            transform: transform)
    }

    /// Appends an arc of a circle from `startAngle` turning by `delta`, preceded by a line
    /// from the current point to its start (or a move when the path is empty).
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
        transform: CGAffineTransform = .identity
    ) {
        let placed = CGAffineTransform(translationX: center.x, y: center.y).scaledBy(x: radius, y: radius)
            .concatenating(transform)
        let start = CGPoint(x: cos(startAngle.radians), y: sin(startAngle.radians)).applying(placed)
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        var unit = Path()
        unit.move(to: .zero)
        unit.appendArc(from: startAngle, sweep: delta.radians)
        for element in unit.elements.dropFirst() { elements.append(element.applying(placed)) }
    }

    /// Appends an arc of radius `radius` tangent to the line from the current point to
    /// `tangent1End` and to the line from there to `tangent2End`, preceded by a line to
    /// the arc's start.
    public mutating func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let inverse = transform.inverted()
        guard let current = currentPoint?.applying(inverse) else {
            return move(to: tangent1End.applying(transform))
        }
        let (p1, p2) = (tangent1End, tangent2End)
        let v1 = PathVector(dx: current.x - p1.x, dy: current.y - p1.y)
        let v2 = PathVector(dx: p2.x - p1.x, dy: p2.y - p1.y)
        let length1 = hypot(v1.dx, v1.dy)
        let length2 = hypot(v2.dx, v2.dy)
        let cross = v1.dx * v2.dy - v1.dy * v2.dx
        guard radius > 0, length1 > 0, length2 > 0, abs(cross) > 1e-12 else {
            return addLine(to: p1.applying(transform))
        }
        let between = acos(max(-1, min(1, (v1.dx * v2.dx + v1.dy * v2.dy) / (length1 * length2))))
        let distance = radius / tan(between / 2)
        let start = CGPoint(x: p1.x + v1.dx / length1 * distance, y: p1.y + v1.dy / length1 * distance)
        let end = CGPoint(x: p1.x + v2.dx / length2 * distance, y: p1.y + v2.dy / length2 * distance)
        // The centre lies on the bisector, `radius` away from both tangents.
        var normal = PathVector(dx: -v1.dy, dy: v1.dx)
        if normal.dx * v2.dx + normal.dy * v2.dy < 0 { normal = PathVector(dx: v1.dy, dy: -v1.dx) }
        let center = CGPoint(
            x: start.x + normal.dx / length1 * radius, y: start.y + normal.dy / length1 * radius)
        let startAngle = atan2(start.y - center.y, start.x - center.x)
        var sweep = atan2(end.y - center.y, end.x - center.x) - startAngle
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        addRelativeArc(
            center: center, radius: radius, startAngle: .radians(startAngle), delta: .radians(sweep),
            transform: transform)
    }

    /// Appends cubic curves approximating an arc of the unit circle (at most a quarter
    /// turn each) from `start`, turning by `sweep` radians.
    private mutating func appendArc(from start: Angle, sweep: Double) {
        guard sweep != 0 else { return }
        let count = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(count)
        let handle = 4.0 / 3.0 * tan(step / 4)
        var angle = start.radians
        for _ in 0..<count {
            let next = angle + step
            let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
            elements.append(
                .curve(
                    to: CGPoint(x: c1, y: s1), control1: CGPoint(x: c0 - handle * s0, y: s0 + handle * c0),
                    control2: CGPoint(x: c1 + handle * s1, y: s1 - handle * c1)))
            angle = next
        }
    }

    // MARK: - Transforms

    /// The path with every point mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard !transform.isIdentity else { return self }
        var mapped = Path()
        mapped.addPath(self, transform: transform)
        return mapped
    }

    /// The path moved by `(dx, dy)`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }
}

extension Path.Element {
    /// The element with its points mapped by `transform`.
    func applying(_ transform: CGAffineTransform) -> Path.Element {
        switch self {
        case .move(let point): .move(to: point.applying(transform))
        case .line(let point): .line(to: point.applying(transform))
        case .quadCurve(let point, let control):
            .quadCurve(to: point.applying(transform), control: control.applying(transform))
        case .curve(let point, let control1, let control2):
            .curve(
                to: point.applying(transform), control1: control1.applying(transform),
                control2: control2.applying(transform))
        case .closeSubpath: .closeSubpath
        }
    }
}
