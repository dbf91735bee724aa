import FacetUI
@_spi(Inspection) import FacetUICore
import Foundation

extension InspectableView {
    /// Where layout placed the view, in the window's coordinates (cells on the terminal and
    /// headless backends): the frame of the view itself, inside its modifiers (a padded
    /// text's frame is the text's). A view that is not laid out on its own (a custom view, a
    /// `Group`, a `ForEach`) spans the frames of the views it lays out.
    ///
    /// ```swift
    /// let sut = try VStack { Text("Title"); Button("OK") {} }.padding().inspect()
    /// #expect(try sut.find(text: "Title").layoutFrame() == CGRect(x: 1, y: 1, width: 5, height: 1))
    /// ```
    ///
    /// It throws "Text was not laid out" for a view without a frame (one that takes no room,
    /// such as an `EmptyView`).
    public func layoutFrame() throws -> CGRect {
        let units = node.layoutUnits
        guard let first = units.first, units.allSatisfy({ $0.placedProposal != nil }) else {
            throw InspectionError.notSupported("\(typeName) was not laid out")
        }
        return units.dropFirst().reduce(first.frame) { $0.union($1.frame) }
    }

    /// The view's frame in `coordinateSpace`: the window's (`.global`, as ``layoutFrame()``)
    /// or its own (`.local`: its size at the origin).
    public func layoutFrame(in coordinateSpace: CoordinateSpace) throws -> CGRect {
        let frame = try layoutFrame()
        return coordinateSpace.isLocal ? CGRect(origin: .zero, size: frame.size) : frame
    }

    /// The view's frame relative to `other`'s top-leading corner (a container it is in, such
    /// as a stack or the content of a sheet).
    ///
    /// ```swift
    /// let list = try sut.find(ViewType.VStack.self)
    /// #expect(try sut.find(text: "B").layoutFrame(relativeTo: list).origin == CGPoint(x: 0, y: 1))
    /// ```
    public func layoutFrame<Other: KnownViewType>(relativeTo other: InspectableView<Other>) throws -> CGRect {
        let origin = try other.layoutFrame().origin
        return try layoutFrame().offsetBy(dx: -origin.x, dy: -origin.y)
    }

    /// The size the view's container proposed to it when it was last placed (`nil` in a
    /// dimension left unspecified), as ``layoutFrame()``, which throws for a view not laid out.
    public func proposedSize() throws -> ProposedViewSize {
        let units = node.layoutUnits
        guard units.count == 1, let proposal = units[0].placedProposal else {
            guard units.isEmpty || units.contains(where: { $0.placedProposal == nil }) else {
                throw InspectionError.notSupported(
                    "\(typeName) lays out \(units.count) views, each with its own proposal")
            }
            throw InspectionError.notSupported("\(typeName) was not laid out")
        }
        return proposal
    }

    /// The size the view chose for the proposal it was placed with: the size of its
    /// ``layoutFrame()``.
    public func layoutSize() throws -> CGSize { try layoutFrame().size }
}
