import Foundation

extension Path {
    /// The path in SwiftUI's text form: numbers then an operator per element — `x y m`
    /// (move), `x y l` (line), `cx cy x y q` (quadratic), `c1x c1y c2x c2y x y c` (cubic),
    /// `h` (close) — that `init?(_:)` reads back.
    ///
    /// ```swift
    /// Path(CGRect(x: 0, y: 0, width: 2, height: 1)).description  // "0 0 m 2 0 l 2 1 l 0 1 l h"
    /// ```
    public var description: String {
        var words: [String] = []
        func add(_ points: CGPoint..., op: String) {
            for point in points { words += [Self.format(point.x), Self.format(point.y)] }
            words.append(op)
        }
        for element in elements {
            switch element {
            case .move(let point): add(point, op: "m")
            case .line(let point): add(point, op: "l")
            case .quadCurve(let point, let control): add(control, point, op: "q")
            case .curve(let point, let control1, let control2): add(control1, control2, point, op: "c")
            case .closeSubpath: words.append("h")
            }
        }
        return words.joined(separator: " ")
    }

    /// Reads a path in the form `description` writes, or returns `nil` when `string` is
    /// not one (an unknown operator, or the wrong count of numbers before one).
    public init?(_ string: String) {
        var numbers: [CGFloat] = []
        func points(_ count: Int) -> [CGPoint]? {
            guard numbers.count == 2 * count else { return nil }
            defer { numbers.removeAll() }
            return (0..<count).map { CGPoint(x: numbers[2 * $0], y: numbers[2 * $0 + 1]) }
        }
        self.init()
        for word in string.split(whereSeparator: \.isWhitespace) {
            if let number = Double(word) {
                numbers.append(CGFloat(number))
                continue
            }
            switch word {
            case "m":
                guard let p = points(1) else { return nil }
                move(to: p[0])
            case "l":
                guard let p = points(1), currentPoint != nil else { return nil }
                addLine(to: p[0])
            case "q":
                guard let p = points(2), currentPoint != nil else { return nil }
                addQuadCurve(to: p[1], control: p[0])
            case "c":
                guard let p = points(3), currentPoint != nil else { return nil }
                addCurve(to: p[2], control1: p[0], control2: p[1])
            case "h":
                guard numbers.isEmpty else { return nil }
                closeSubpath()
            default: return nil
            }
        }
        guard numbers.isEmpty else { return nil }
    }

    private static func format(_ value: CGFloat) -> String {
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(Double(value))
    }
}
