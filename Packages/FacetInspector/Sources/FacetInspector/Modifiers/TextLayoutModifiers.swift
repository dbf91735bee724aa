import FacetUI

extension InspectableView {
    /// The number of lines set on the view with `.lineLimit(_:)` (`nil` for no limit).
    ///
    /// ```swift
    /// #expect(try sut.inspect().text().lineLimit() == 2)
    /// ```
    public func lineLimit() throws -> Int? {
        try environmentWriter("lineLimit", Int?.self, keyPath: \.lineLimit)
    }

    /// The alignment set on the view with `.multilineTextAlignment(_:)`.
    public func multilineTextAlignment() throws -> TextAlignment {
        try environmentWriter("multilineTextAlignment", TextAlignment.self, keyPath: \.multilineTextAlignment)
    }
}
