import FacetUI
@_spi(Inspection) import FacetUICore
import Foundation

extension InspectableView {
    /// The parameters of the view's `.frame(width:height:alignment:)` modifier.
    public func frame() throws -> InspectedFrame {
        try fixedFrame(named: "frame")
    }

    /// The parameters of the view's `.frame(width:height:alignment:)` modifier (as
    /// ViewInspector names it).
    public func fixedFrame() throws -> InspectedFrame {
        try fixedFrame(named: "frame(width: height: alignment:)")
    }

    /// The width set with `.frame(width:)`.
    public func fixedWidth() throws -> CGFloat {
        try modifier(FixedFrameModifier.self, "frame(width:)") { $0.width }
    }

    /// The height set with `.frame(height:)`.
    public func fixedHeight() throws -> CGFloat {
        try modifier(FixedFrameModifier.self, "frame(height:)") { $0.height }
    }

    /// The alignment of the view's `.frame(width:height:alignment:)` modifier.
    public func fixedAlignment() throws -> Alignment {
        try modifier(FixedFrameModifier.self, "frame(alignment:)").alignment
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
        let frame = try modifier(
            FlexibleFrameModifier.self,
            "frame(minWidth: idealWidth: maxWidth: minHeight: idealHeight: maxHeight: alignment:)")
        return InspectedFlexFrame(
            minWidth: frame.minWidth, idealWidth: frame.idealWidth, maxWidth: frame.maxWidth,
            minHeight: frame.minHeight, idealHeight: frame.idealHeight, maxHeight: frame.maxHeight,
            alignment: frame.alignment)
    }

    /// The parameters of the view's `.frame(width:height:alignment:)` modifier, or the error
    /// naming the modifier `name`.
    private func fixedFrame(named name: String) throws -> InspectedFrame {
        let frame = try modifier(FixedFrameModifier.self, name)
        return InspectedFrame(width: frame.width, height: frame.height, alignment: frame.alignment)
    }
}
