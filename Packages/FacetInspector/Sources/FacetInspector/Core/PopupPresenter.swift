import FacetUI
@_spi(Inspection) import FacetUICore

/// A custom presentation modifier made inspectable the way ViewInspector's guide describes:
/// a `ViewModifier` whose body applies a built-in presentation (`.alert`, `.actionSheet`,
/// `.sheet`, `.fullScreenCover`, `.popover`) with the binding and builder it holds.
///
/// Facet inspects the built-in presentations directly; on a view carrying presenters of a
/// kind, navigation and search count those presenters (as ViewInspector does) and not the
/// built-in modifiers of that kind written on the view itself.
@preconcurrency @MainActor
public protocol BasePopupPresenter {
    /// The popup the presenter shows now; throws "View for X is absent" while it shows none.
    func buildPopup() throws -> Any
    /// Resets the presenter's binding and runs its `onDismiss`.
    func dismissPopup()
    /// Whether the popup is an `Alert`.
    var isAlertPresenter: Bool { get }
    /// Whether the popup is an `ActionSheet`.
    var isActionSheetPresenter: Bool { get }
    /// Whether the body presents a popover.
    var isPopoverPresenter: Bool { get }
    /// Whether the body presents a sheet (or a full-screen cover).
    var isSheetPresenter: Bool { get }
}

/// A presenter showing its popup while a Boolean binding is true.
///
/// ```swift
/// struct InspectableSheet<Sheet: View>: ViewModifier, PopupPresenter {
///     let isPresented: Binding<Bool>
///     let onDismiss: (() -> Void)?
///     let popupBuilder: () -> Sheet
///     func body(content: Content) -> some View {
///         content.sheet(isPresented: isPresented, onDismiss: onDismiss, content: popupBuilder)
///     }
/// }
/// ```
public protocol PopupPresenter: BasePopupPresenter {
    /// What the presenter shows: an `Alert`, an `ActionSheet` or a view.
    associatedtype Popup
    /// Whether the popup is shown.
    var isPresented: Binding<Bool> { get }
    /// Builds the popup.
    var popupBuilder: () -> Popup { get }
    /// Runs after the popup is dismissed.
    var onDismiss: (() -> Void)? { get }
}

/// A presenter showing its popup for an item while the item is not `nil`.
public protocol ItemPopupPresenter: BasePopupPresenter {
    /// What the presenter shows: an `Alert`, an `ActionSheet` or a view.
    associatedtype Popup
    /// The item the popup is built from.
    associatedtype Item: Identifiable
    /// The item, or `nil` while the popup is not shown.
    var item: Binding<Item?> { get }
    /// Builds the popup for an item.
    var popupBuilder: (Item) -> Popup { get }
    /// Runs after the popup is dismissed.
    var onDismiss: (() -> Void)? { get }
}

extension BasePopupPresenter {
    /// The name of what the presenter shows, for errors ("Sheet", "Alert").
    func subject<T>(_ type: T.Type) -> String {
        if isPopoverPresenter { return "Popover" }
        if isSheetPresenter { return "Sheet" }
        return Inspector.typeName(ofType: T.self)
    }
}

extension PopupPresenter {
    /// The popup; throws "View for X is absent" while `isPresented` is false.
    public func buildPopup() throws -> Any {
        guard isPresented.wrappedValue else {
            throw InspectionError.viewNotFound(parent: subject(Popup.self))
        }
        return popupBuilder()
    }

    /// Sets `isPresented` to false and runs `onDismiss`.
    public func dismissPopup() {
        isPresented.wrappedValue = false
        onDismiss?()
    }
}

extension ItemPopupPresenter {
    /// The popup for the item; throws "View for X is absent" while the item is `nil`.
    public func buildPopup() throws -> Any {
        guard let value = item.wrappedValue else {
            throw InspectionError.viewNotFound(parent: subject(Popup.self))
        }
        return popupBuilder(value)
    }

    /// Sets the item to `nil` and runs `onDismiss`.
    public func dismissPopup() {
        item.wrappedValue = nil
        onDismiss?()
    }
}

extension PopupPresenter where Popup == Alert {
    /// `true`: the popup is an `Alert`.
    public var isAlertPresenter: Bool { true }
}

extension ItemPopupPresenter where Popup == Alert {
    /// `true`: the popup is an `Alert`.
    public var isAlertPresenter: Bool { true }
}

extension PopupPresenter where Popup == ActionSheet {
    /// `true`: the popup is an `ActionSheet`.
    public var isActionSheetPresenter: Bool { true }
}

extension ItemPopupPresenter where Popup == ActionSheet {
    /// `true`: the popup is an `ActionSheet`.
    public var isActionSheetPresenter: Bool { true }
}

extension FacetUI.ViewModifier where Self: BasePopupPresenter {
    /// Whether the body presents a popover (its body is built on its own to tell).
    public var isPopoverPresenter: Bool { presentedKind == .popover }
    /// Whether the body presents a sheet or a full-screen cover (its body is built on its
    /// own to tell).
    public var isSheetPresenter: Bool { presentedKind == .sheet || presentedKind == .fullScreenCover }

    /// The kind of presentation the body applies, read from the body built on its own.
    private var presentedKind: ModalContent.Kind? {
        guard let hosted = try? inspect() else { return nil }
        return hosted.entry.presenterPresentation?.kind
    }
}

extension BasePopupPresenter {
    /// `false` unless the popup is an `Alert`.
    public var isAlertPresenter: Bool { false }
    /// `false` unless the popup is an `ActionSheet`.
    public var isActionSheetPresenter: Bool { false }
    /// `false` unless the presenter is a modifier whose body presents a popover.
    public var isPopoverPresenter: Bool { false }
    /// `false` unless the presenter is a modifier whose body presents a sheet.
    public var isSheetPresenter: Bool { false }
}

extension ViewNode {
    /// For the node of a custom modifier that is a ``BasePopupPresenter``: the presentation
    /// its body applies (the first one, outside the modified view); else `nil`.
    var presenterPresentation: InspectedPresentation? {
        guard let carrier = view as? any ModifierCarrier, carrier.modifierHasBody,
            carrier.carriedModifier is any BasePopupPresenter
        else { return nil }
        var pending = Array(children.reversed())
        while let node = pending.popLast() {
            if node.view is any ModifierContentPlaceholder { continue }
            if let presentation = node.presentation { return presentation }
            pending.append(contentsOf: node.children.reversed())
        }
        return nil
    }
}

extension ModalContent.Kind {
    /// The kinds navigation counts together: sheets and full-screen covers share their
    /// indices (`ViewType.FullScreenCover` is `ViewType.Sheet`), as in ViewInspector.
    var group: [ModalContent.Kind] {
        switch self {
        case .sheet, .fullScreenCover: [.sheet, .fullScreenCover]
        default: [self]
        }
    }
}

extension Sequence where Element == ViewNode {
    /// The presentations of `kind`'s group these modifier nodes (innermost first) apply, each
    /// with the node that applies it: the presenters' when there are any, as ViewInspector
    /// counts them, else the built-in modifiers'.
    @MainActor
    func presentations(of kind: ModalContent.Kind) -> [(node: ViewNode, presentation: InspectedPresentation)]
    {
        let group = kind.group
        var presenters: [(ViewNode, InspectedPresentation)] = []
        var builtIn: [(ViewNode, InspectedPresentation)] = []
        for node in self {
            if let presentation = node.presenterPresentation, group.contains(presentation.kind) {
                presenters.append((node, presentation))
            } else if let presentation = node.presentation, group.contains(presentation.kind) {
                builtIn.append((node, presentation))
            }
        }
        return presenters.isEmpty ? builtIn : presenters
    }
}
