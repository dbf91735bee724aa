import FacetUI
@_spi(Inspection) import FacetUICore

extension InspectableView {
    /// The keyboard type set with `.keyboardType(_:)` on the view or an enclosing one.
    ///
    /// ```swift
    /// #expect(try sut.inspect().find(ViewType.TextField.self).keyboardType() == .decimalPad)
    /// ```
    public func keyboardType() throws -> UIKeyboardType {
        try environmentWriter("keyboardType", UIKeyboardType.self, keyPath: \.keyboardType)
    }
}
