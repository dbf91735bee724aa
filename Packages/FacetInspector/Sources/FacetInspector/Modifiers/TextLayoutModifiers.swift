import FacetUI
import Foundation

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

    /// The line spacing set with `.lineSpacing(_:)` on the view or an enclosing one.
    public func lineSpacing() throws -> CGFloat {
        try environmentWriter("lineSpacing", CGFloat.self, keyPath: \.lineSpacing)
    }

    /// The minimum scale factor set with `.minimumScaleFactor(_:)` on the view or an
    /// enclosing one.
    public func minimumScaleFactor() throws -> CGFloat {
        try environmentWriter("minimumScaleFactor", CGFloat.self, keyPath: \.minimumScaleFactor)
    }

    /// The truncation mode set with `.truncationMode(_:)` on the view or an enclosing one.
    ///
    /// ```swift
    /// #expect(try sut.inspect().text().truncationMode() == .middle)
    /// ```
    public func truncationMode() throws -> Text.TruncationMode {
        try environmentWriter("truncationMode", Text.TruncationMode.self, keyPath: \.truncationMode)
    }

    /// Whether `.allowsTightening(_:)` on the view or an enclosing one allows tightening
    /// (`false` without one).
    public func allowsTightening() -> Bool {
        (try? environmentWriter("allowsTightening", Bool.self, keyPath: \.allowsTightening)) ?? false
    }

    /// Whether autocorrection is disabled for the view, as `.disableAutocorrection(_:)` or
    /// `.autocorrectionDisabled(_:)` on it or an enclosing one says (`false` without one).
    public func disableAutocorrection() -> Bool { node.environment.autocorrectionDisabled }
}
