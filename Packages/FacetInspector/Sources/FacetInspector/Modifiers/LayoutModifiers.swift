import FacetUI
@_spi(Inspection) import FacetUICore
import Foundation

extension InspectableView {
    /// The insets of the view's `.padding(…)` modifiers, added up when there are several
    /// (as in ViewInspector: `.padding(1).padding(.top, 2)` pads the top by 3). A padding
    /// without a value (`.padding()`) has no inset to give: use ``hasPadding(_:)``.
    public func padding() throws -> EdgeInsets {
        let paddings = modifiers(PaddingModifier.self)
        guard !paddings.isEmpty else { throw missingModifier("padding") }
        do {
            return EdgeInsets(
                top: try Self.sum(of: paddings, on: .top) ?? 0,
                leading: try Self.sum(of: paddings, on: .leading) ?? 0,
                bottom: try Self.sum(of: paddings, on: .bottom) ?? 0,
                trailing: try Self.sum(of: paddings, on: .trailing) ?? 0)
        } catch {
            if paddings.allSatisfy({ $0.paddedEdges == .all }) {
                throw InspectionError.notSupported(
                    "Please use `hasPadding(_:)` for inspecting padding without explicit value.")
            }
            throw error
        }
    }

    /// The padding the view's `.padding(…)` modifiers set on `edges`, which must all have
    /// the same (as in ViewInspector).
    ///
    /// ```swift
    /// #expect(try sut.inspect().text().padding(.horizontal) == 2)
    /// ```
    public func padding(_ edges: Edge.Set) throws -> CGFloat {
        let paddings = modifiers(PaddingModifier.self)
        let individual = Self.individualEdges(edges)
        guard !individual.isEmpty else { throw InspectionError.notSupported("No edge is specified") }
        let values = try individual.map { edge in
            guard let value = try Self.sum(of: paddings, on: edge) else { throw missingModifier("padding") }
            return value
        }
        guard values.allSatisfy({ $0 == values[0] }) else {
            let listed = individual.map { "SwiftUI.Edge.\($0)" }.joined(separator: ", ")
            throw InspectionError.notSupported(
                "Insets for edges '[\(listed)]' have different values, "
                    + "consider calling `padding` individually per edge.")
        }
        return values[0]
    }

    /// Whether one `.padding(…)` modifier of the view pads every one of `edges`, with a
    /// value or the default padding.
    public func hasPadding(_ edges: Edge.Set = .all) -> Bool {
        modifiers(PaddingModifier.self).contains { $0.paddedEdges.contains(edges) }
    }

    /// The edges of `set` one by one, in ViewInspector's order: top, bottom, leading, trailing.
    private static func individualEdges(_ set: Edge.Set) -> [Edge] {
        [Edge.top, .bottom, .leading, .trailing].filter { set.contains(Edge.Set($0)) }
    }

    /// The sum of the insets `paddings` set on `edge`, or `nil` when none pads it; a padding
    /// of `edge` without a value has no inset to add.
    private static func sum(of paddings: [PaddingModifier], on edge: Edge) throws -> CGFloat? {
        let covering = paddings.filter { $0.paddedEdges.contains(Edge.Set(edge)) }
        guard !covering.isEmpty else { return nil }
        return try covering.reduce(0) { total, padding in
            guard let insets = padding.writtenInsets else {
                throw InspectionError.notSupported(
                    "Undefined inset for '\(edge)' edge. Consider calling `hasPadding(_:)` "
                        + "instead to assure a default padding is applied.")
            }
            return total + insets.value(on: edge)
        }
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
            // A custom modifier's body applies its modifiers to the view, inside the custom
            // modifier (`content.onAppear { … }`), as ViewInspector accumulates them.
            let applied =
                ViewTypeTraits.of(node).isCustomModifier
                ? MediumSorter.bodyModifiers(of: node).reversed() + [node] : [node]
            for node in applied {
                if let modifier = node.appliedModifier as? M, let value = read(modifier) { return value }
            }
        }
        throw missingModifier(name)
    }
}

extension EdgeInsets {
    /// The inset on `edge`.
    fileprivate func value(on edge: Edge) -> CGFloat {
        switch edge {
        case .top: top
        case .leading: leading
        case .bottom: bottom
        case .trailing: trailing
        }
    }
}
