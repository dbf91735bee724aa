import FacetUI
import Foundation

extension InspectableView {
    /// The parameters of the view's `.frame(width:height:alignment:)` modifier.
    public func frame() throws -> InspectedFrame {
        try modifier("frame") {
            if case .frame(let width, let height, let alignment) = $0 {
                InspectedFrame(width: width, height: height, alignment: alignment)
            } else {
                nil
            }
        }
    }

    /// The parameters of the view's `.frame(width:height:alignment:)` modifier (as
    /// ViewInspector names it).
    public func fixedFrame() throws -> InspectedFrame {
        try modifier("frame(width: height: alignment:)") {
            if case .frame(let width, let height, let alignment) = $0 {
                InspectedFrame(width: width, height: height, alignment: alignment)
            } else {
                nil
            }
        }
    }

    /// The width set with `.frame(width:)`.
    public func fixedWidth() throws -> CGFloat {
        try modifier("frame(width:)") { if case .frame(let width?, _, _) = $0 { width } else { nil } }
    }

    /// The height set with `.frame(height:)`.
    public func fixedHeight() throws -> CGFloat {
        try modifier("frame(height:)") { if case .frame(_, let height?, _) = $0 { height } else { nil } }
    }

    /// The alignment of the view's `.frame(width:height:alignment:)` modifier.
    public func fixedAlignment() throws -> Alignment {
        try modifier("frame(alignment:)") {
            if case .frame(_, _, let alignment) = $0 { alignment } else { nil }
        }
    }

    /// The parameters of the view's
    /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
    /// modifier.
    ///
    /// ```swift
    /// let frame = try sut.inspect().text().flexFrame()
    /// #expect(frame.maxWidth == .infinity)
    /// ```
    public func flexFrame() throws -> InspectedFlexFrame {
        try modifier("frame(minWidth: idealWidth: maxWidth: minHeight: idealHeight: maxHeight: alignment:)") {
            if case .flexibleFrame(
                let minW, let idealW, let maxW, let minH, let idealH, let maxH, let alignment) = $0
            {
                InspectedFlexFrame(
                    minWidth: minW, idealWidth: idealW, maxWidth: maxW, minHeight: minH, idealHeight: idealH,
                    maxHeight: maxH, alignment: alignment)
            } else {
                nil
            }
        }
    }
}
