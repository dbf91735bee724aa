import FacetUI

/// Whether a style type holds dynamic properties, found once per type.
@MainActor
enum ViewStyleLayout {
    private static var known: [ObjectIdentifier: Bool] = [:]

    /// Whether `style`'s type stores a `DynamicProperty` (`@Environment`, `@State`, a
    /// binding, or a struct of them), which only a node of its own can install.
    static func hasDynamicProperties(_ style: some ViewStyle) -> Bool {
        let id = ObjectIdentifier(type(of: style))
        if let answer = known[id] { return answer }
        let answer = Mirror(reflecting: style).children.contains { $0.value is any DynamicProperty }
        known[id] = answer
        return answer
    }
}
