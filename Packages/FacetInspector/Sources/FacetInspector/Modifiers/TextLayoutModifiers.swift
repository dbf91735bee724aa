import FacetUI

extension InspectableView {
    /// The number of lines set with `.lineLimit(_:)` on the view or an enclosing one (`nil`
    /// for no limit).
    ///
    /// ```swift
    /// #expect(try sut.inspect().text().lineLimit() == 2)
    /// ```
    public func lineLimit() throws -> Int? {
        try environmentWriter("lineLimit", Int?.self, keyPath: \.lineLimit)
    }

    /// The alignment set with `.multilineTextAlignment(_:)` on the view or an enclosing one.
    public func multilineTextAlignment() throws -> TextAlignment {
        try environmentWriter("multilineTextAlignment", TextAlignment.self, keyPath: \.multilineTextAlignment)
    }
}
