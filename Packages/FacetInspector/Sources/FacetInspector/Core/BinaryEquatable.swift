/// A type whose values are equal when their bytes are: a quick `==` for test fixtures whose
/// type is not `Equatable` (a gradient, a style), as in ViewInspector.
///
/// ```swift
/// extension LinearGradient: BinaryEquatable {}
/// #expect(try sut.inspect().border(LinearGradient.self).shapeStyle == gradient)
/// ```
///
/// Values holding references (arrays, strings, classes) compare those by identity.
public protocol BinaryEquatable: Equatable {}

extension BinaryEquatable {
    /// Whether the two values have the same bytes.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        withUnsafeBytes(of: lhs) { left in withUnsafeBytes(of: rhs) { right in left.elementsEqual(right) } }
    }
}
