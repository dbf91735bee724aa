import FacetInspector
import FacetUI
import Testing

/// ViewInspector's pattern for custom presentation modifiers.
private struct InspectableAlert: ViewModifier, PopupPresenter {
    let isPresented: Binding<Bool>
    let popupBuilder: () -> Alert
    let onDismiss: (() -> Void)? = nil
    func body(content: Content) -> some View {
        content.alert(isPresented: isPresented, content: popupBuilder)
    }
}

private struct InspectableSheet<Sheet: View>: ViewModifier, ItemPopupPresenter {
    let item: Binding<Int?>
    let onDismiss: (() -> Void)?
    let popupBuilder: (Int) -> Sheet
    func body(content: Content) -> some View {
        content.sheet(item: item, onDismiss: onDismiss, content: popupBuilder)
    }
}

extension Int: @retroactive Identifiable {
    public var id: Int { self }
}

@MainActor @Suite struct PopupPresenterTests {
    @Test func presentersAreCountedInsteadOfTheBuiltInModifiersOfTheirKind() throws {
        let first = Binding(wrappedValue: true)
        let sut = try EmptyView()
            .modifier(InspectableAlert(isPresented: first) { Alert(title: Text("first")) })
            .alert(isPresented: .constant(true)) { Alert(title: Text("built-in")) }
            .modifier(InspectableAlert(isPresented: .constant(true)) { Alert(title: Text("second")) })
            .inspect()
        #expect(try sut.emptyView().alert().title().string() == "first")
        #expect(try sut.emptyView().alert(1).title().string() == "second")
        #expect(try sut.find(text: "second").pathToRoot == "emptyView().alert(1).title()")
        #expect(throws: InspectionError.self) { try sut.find(text: "built-in") }
        try sut.emptyView().alert().primaryButton().tap()
        #expect(!first.wrappedValue)
        #expect(try sut.find(ViewType.Alert.self).title().string() == "second")
    }

    @Test func anItemPresenterDismissesOnceThroughItsBinding() throws {
        let item = Binding<Int?>(wrappedValue: 4)
        var dismissals = 0
        let presenter = InspectableSheet(item: item, onDismiss: { dismissals += 1 }) { Text("Item \($0)") }
        #expect(presenter.isSheetPresenter && !presenter.isPopoverPresenter && !presenter.isAlertPresenter)
        let sut = try EmptyView().modifier(presenter).inspect()
        #expect(try sut.emptyView().sheet().text().string() == "Item 4")
        try sut.emptyView().sheet().dismiss()
        #expect(item.wrappedValue == nil)
        #expect(dismissals == 1)
        #expect(throws: InspectionError.viewNotFound(parent: "Sheet")) { try sut.emptyView().sheet() }
        #expect(throws: InspectionError.viewNotFound(parent: "Sheet")) { try presenter.buildPopup() }
    }
}
