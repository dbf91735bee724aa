import FacetUI

/// Type names as inspection prints them.
public enum Inspector {
    /// The name of `view`'s type without generic arguments ("VStack").
    @MainActor
    static func typeName(of view: any View) -> String {
        let name = String(describing: type(of: view))
        return String(name.prefix { $0 != "<" })
    }

    /// The name of `type` without generic arguments.
    static func typeName(ofType type: Any.Type) -> String {
        String(String(describing: type).prefix { $0 != "<" })
    }

    /// The view and the views below it as indented lines: each view's navigation call,
    /// its type and, for text, its string.
    ///
    /// ```swift
    /// print(Inspector.print(try sut.inspect()))
    /// ```
    @preconcurrency @MainActor
    public static func print<V: KnownViewType>(_ view: InspectableView<V>) -> String {
        var lines: [String] = []
        ViewSearch.walk(from: view.classified(), traversal: .depthFirst) { trail, index in
            lines.append(
                String(repeating: "  ", count: trail.steps[index].depth)
                    + (trail.role(of: index).summary ?? trail.nodes[index].summary))
            return false
        }
        return lines.joined(separator: "\n")
    }
}

extension Inspector {
    /// The view's hierarchy, hosted on its own, as `print(_:)` lines it.
    ///
    /// ```swift
    /// print(Inspector.print(ContentView()))
    /// ```
    @preconcurrency @MainActor
    public static func print<V: FacetUI.View>(_ view: V) -> String {
        guard let root = try? view.inspect() else { return Inspector.typeName(ofType: V.self) }
        return print(root)
    }
}
