/// The items of a menu's content — a ``Menu``'s, a context menu's —: the buttons (and links)
/// among the content's subviews, each titled by its first `Text`, read from the view value
/// without building it.
@MainActor
enum MenuItemReader {
    /// Each actionable subview's title and action, in order.
    static func of(_ content: any View, in environment: EnvironmentValues) -> [(
        title: String, action: () -> Void
    )] {
        ViewContentReader.elements(of: content, in: environment).compactMap { element in
            guard
                let item = ViewContentReader.first(
                    (any MenuItemView).self, in: element.view, environment: environment),
                let action = item.menuAction(in: environment)
            else { return nil }
            return (
                ViewContentReader.firstText(in: element.view, environment: environment)?.string ?? "", action
            )
        }
    }
}

/// A view that can be an item of a menu.
@MainActor
protocol MenuItemView {
    /// What choosing the item does.
    func menuAction(in environment: EnvironmentValues) -> (() -> Void)?
}

extension Button: MenuItemView {
    func menuAction(in environment: EnvironmentValues) -> (() -> Void)? { action }
}
