/// A control that shows a page on the enclosing navigation stack while its state says so: a
/// `NavigationLink` bound to `isActive`, or to a `tag` and a `selection`. Its node presents
/// the page and withdraws it as the state changes.
@MainActor
protocol PagePresentingControl {
    /// The page to show now, or `nil` (read under observation).
    func presentedPage() -> AnyView?
    /// Resets the state after the stack popped the page (back button, `dismiss()`).
    func pagePopped()
    /// The control's name, for warnings.
    var presenterName: String { get }
}

/// The page a view presents on the enclosing navigation stack (or split view) while its
/// state says so — a `navigationDestination(isPresented:)`/`(item:)` modifier, a bound
/// `NavigationLink` — kept by the presenting view's node.
@MainActor
final class NavigationPresentation {
    private unowned let presenter: ViewNode
    /// Whether the page is shown (until the stack pops it or the presenter withdraws it).
    private(set) var isPresenting = false

    init(presenter: ViewNode) { self.presenter = presenter }

    /// Shows `page` (or updates the page shown), or withdraws the page shown when `page` is
    /// `nil`; `onPop` runs when the stack pops the page. `name` names the presenter in the
    /// warning given outside of a navigation stack.
    func show(_ page: AnyView?, name: String, onPop: @escaping @MainActor () -> Void) {
        guard let stack = presenter.environment.navigationContext?.stack else {
            if page != nil { presenter.graph.warn("\(name) is presenting outside of a NavigationStack") }
            return
        }
        if let page {
            isPresenting = true
            stack.present(page, by: presenter) { [weak self] in
                self?.isPresenting = false
                onPop()
            }
        } else if isPresenting {
            isPresenting = false
            stack.withdraw(presentedBy: presenter)
        }
    }

    /// Withdraws the page shown: the presenter left the graph.
    func presenterUnmounted() {
        if isPresenting { presenter.environment.navigationContext?.stack?.withdraw(presentedBy: presenter) }
        isPresenting = false
    }
}
