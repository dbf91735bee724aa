import FacetUI
@_spi(Inspection) import FacetUICore
import Foundation

extension InspectableView {
    /// The insets of the view's `.padding(…)` modifiers, added up when there are several
    /// (as in ViewInspector: `.padding(1).padding(.top, 2)` pads the top by 3).
    public func padding() throws -> EdgeInsets {
        let paddings = modifiers(PaddingModifier.self).map(\.insets)
        guard let first = paddings.first else { throw missingModifier("padding") }
        return paddings.dropFirst().reduce(first) { total, insets in
            EdgeInsets(
                top: total.top + insets.top, leading: total.leading + insets.leading,
                bottom: total.bottom + insets.bottom, trailing: total.trailing + insets.trailing)
        }
    }

    /// The padding the view's `.padding(…)` modifier sets on `edges`, which must all have
    /// the same (as in ViewInspector).
    ///
    /// ```swift
    /// #expect(try sut.inspect().text().padding(.horizontal) == 2)
    /// ```
    public func padding(_ edges: Edge.Set) throws -> CGFloat {
        let insets = try padding()
        let values = insets.values(on: edges)
        guard let first = values.first?.value else {
            throw InspectionError.notSupported("padding(_:) needs at least one edge")
        }
        guard values.allSatisfy({ $0.value == first }) else {
            let listed = values.map { "\($0.name) \(Self.number($0.value))" }.joined(separator: ", ")
            throw InspectionError.notSupported("The padding differs across the edges: \(listed)")
        }
        return first
    }

    /// Whether a `.padding(…)` modifier of the view pads every one of `edges`.
    public func hasPadding(_ edges: Edge.Set = .all) -> Bool {
        modifiers(PaddingModifier.self).contains { padding in
            padding.insets.values(on: edges).allSatisfy { $0.value != 0 }
        }
    }

    /// `value` without a fractional part when it has none ("2", "0.5").
    private static func number(_ value: CGFloat) -> String {
        value.rounded() == value ? String(Int(value)) : String(describing: value)
    }
}

extension InspectableView {
    /// The values of the view's modifiers of type `M` (the modifier values FacetUI's
    /// modifier nodes apply, read by their type), innermost first.
    func modifiers<M>(_ type: M.Type) -> [M] { modifierNodes.compactMap { $0.appliedModifier as? M } }

    /// The innermost modifier of the view of type `M`, or the "X does not have 'name'
    /// modifier" error.
    func modifier<M>(_ type: M.Type, _ name: String) throws -> M {
        try modifier(type, name) { $0 }
    }

    /// What `read` gives for the innermost modifier of the view of type `M` it accepts, or
    /// the "X does not have 'name' modifier" error.
    func modifier<M, T>(_ type: M.Type, _ name: String, _ read: (M) -> T?) throws -> T {
        for node in modifierNodes {
            if let modifier = node.appliedModifier as? M, let value = read(modifier) { return value }
        }
        throw missingModifier(name)
    }
}

extension EdgeInsets {
    /// The insets on `edges`, named, in the order top, leading, bottom, trailing.
    fileprivate func values(on edges: Edge.Set) -> [(name: String, value: CGFloat)] {
        [
            (Edge.Set.top, "top", top), (.leading, "leading", leading), (.bottom, "bottom", bottom),
            (.trailing, "trailing", trailing),
        ]
        .filter { edges.contains($0.0) }.map { ($0.1, $0.2) }
    }
}
