import FacetUI
@_spi(Inspection) import FacetUICore

/// What the terminal's list widget does not record, read from the view graph: whether a
/// widget is a `List`'s, and the list style in effect (the nearest `.listStyle(_:)` above).
@MainActor
enum ListLookup {
    /// Whether `node` is a `List`'s own node (a `ScrollView`'s widget is a scroll view too).
    static func isList(_ node: ViewNode?) -> Bool { node?.view is any ListView }

    /// The appearance `.listStyle(_:)` set for `node`, `.automatic` when none did.
    static func style(at node: ViewNode?) -> ListContent.Style {
        var current = node
        while let candidate = current {
            if let writer = candidate.appliedModifier as? _EnvironmentKeyWritingModifier<any ListStyle>,
                writer.modifierName == "listStyle"
            {
                return appearance(of: writer.value)
            }
            current = candidate.parent
        }
        return .automatic
    }

    /// The built-in appearance a style stands for.
    private static func appearance(of style: any ListStyle) -> ListContent.Style {
        switch style {
        case is PlainListStyle: .plain
        case is InsetListStyle: .inset
        case is GroupedListStyle: .grouped
        case is InsetGroupedListStyle: .insetGrouped
        case is SidebarListStyle: .sidebar
        default: .automatic
        }
    }
}

/// `List`, whatever its selection and content (to recognise its node).
private protocol ListView {}
extension List: ListView {}
