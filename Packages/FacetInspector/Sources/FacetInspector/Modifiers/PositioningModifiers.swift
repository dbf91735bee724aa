import FacetUI
@_spi(Inspection) import FacetUICore
import Foundation

extension InspectableView {
    /// The distance set on the view with `.offset(_:)` or `.offset(x:y:)`.
    public func offset() throws -> CGSize {
        try modifier(OffsetModifier.self, "offset").offset
    }

    /// The point set on the view with `.position(_:)` or `.position(x:y:)`.
    public func position() throws -> CGPoint {
        try modifier(PositionModifier.self, "position").position
    }

    /// The drawing order set on the view with `.zIndex(_:)`.
    public func zIndex() throws -> Double {
        try modifier(TraitWritingModifier<ZIndexTrait>.self, "zIndex").value
    }

    /// The priority set on the view with `.layoutPriority(_:)`.
    public func layoutPriority() throws -> Double {
        try modifier(TraitWritingModifier<LayoutPriorityTrait>.self, "layoutPriority").value
    }

    /// The axes fixed with `.fixedSize()` or `.fixedSize(horizontal:vertical:)`.
    public func fixedSize() throws -> InspectedFixedSize {
        let fixed = try modifier(FixedSizeModifier.self, "fixedSize")
        return InspectedFixedSize(horizontal: fixed.horizontal, vertical: fixed.vertical)
    }

    /// The name given to the view's coordinate space with `.coordinateSpace(name:)`, when
    /// it is a string: "Type mismatch: Int is not String" for a name of another type.
    public func coordinateSpaceName() throws -> String {
        let name = try modifier((any InspectedCoordinateSpace).self, "coordinateSpace(name:)").spaceName
        guard let string = name.base as? String else {
            throw InspectionError.typeMismatch(
                factual: Inspector.typeName(ofType: type(of: name.base)), expected: "String")
        }
        return string
    }

    /// The edges set on the view with `.edgesIgnoringSafeArea(_:)`.
    public func edgesIgnoringSafeArea() throws -> Edge.Set {
        try modifier(_SafeAreaIgnoringLayout.self, "edgesIgnoringSafeArea").edges
    }

    /// The regions and edges set on the view with `.ignoresSafeArea(_:edges:)`.
    ///
    /// ```swift
    /// #expect(try sut.inspect().color().ignoresSafeArea().edges == .bottom)
    /// ```
    public func ignoresSafeArea() throws -> (regions: SafeAreaRegions, edges: Edge.Set) {
        let layout = try modifier(_SafeAreaRegionsIgnoringLayout.self, "ignoresSafeArea(_:edges:)")
        return (layout.regions, layout.edges)
    }

    /// Whether the view is clipped to its frame with `.clipped()`.
    public func isClipped() -> Bool {
        modifiers(GraphicalEffectModifier.self).contains { $0.modifierName == "clipped" }
    }
}

/// The axes of `.fixedSize(horizontal:vertical:)`, as `fixedSize()` returns them.
public struct InspectedFixedSize: Equatable, Sendable {
    /// Whether the width is fixed at the ideal width.
    public var horizontal: Bool
    /// Whether the height is fixed at the ideal height.
    public var vertical: Bool

    /// Creates fixed-size axes (to compare with what `fixedSize()` returns).
    public init(horizontal: Bool, vertical: Bool) {
        (self.horizontal, self.vertical) = (horizontal, vertical)
    }
}

extension InspectableView {
    /// The value `.alignmentGuide(_:computeValue:)` gives the horizontal guide `guide`, for
    /// the view's current size.
    ///
    /// ```swift
    /// #expect(try sut.inspect().vStack().text(1).alignmentGuide(.leading) == 5)
    /// ```
    public func alignmentGuide(_ guide: HorizontalAlignment) throws -> CGFloat {
        let size = node.frame.size
        return try modifier(AlignmentGuideModifier.self, "alignmentGuide(.\(guide.name))") {
            $0.horizontalGuide == guide ? $0.value(for: size) : nil
        }
    }

    /// The value `.alignmentGuide(_:computeValue:)` gives the vertical guide `guide`, for
    /// the view's current size.
    public func alignmentGuide(_ guide: VerticalAlignment) throws -> CGFloat {
        let size = node.frame.size
        return try modifier(AlignmentGuideModifier.self, "alignmentGuide(.\(guide.name))") {
            $0.verticalGuide == guide ? $0.value(for: size) : nil
        }
    }
}

/// A `.coordinateSpace(name:)` modifier, whatever the type of its name.
@MainActor
protocol InspectedCoordinateSpace {
    var spaceName: AnyHashable { get }
}

extension _CoordinateSpaceModifier: InspectedCoordinateSpace {
    var spaceName: AnyHashable { AnyHashable(name) }
}
