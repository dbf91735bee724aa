import FacetUI
import Foundation

/// A custom shape as SwiftUI tutorials write one (apex at the top centre), for the
/// drawing tests of every backend.
public struct Triangle: Shape {
    /// Creates the triangle.
    public init() {}

    /// The triangle filling `rect`.
    public func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}
