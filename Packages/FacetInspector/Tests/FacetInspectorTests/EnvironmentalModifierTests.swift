import FacetInspector
import FacetUI
import Foundation
import Testing

private struct Inset: ViewModifier {
    let amount: CGFloat
    func body(content: Content) -> some View { content.padding(amount) }
}

private struct EnabledInset: EnvironmentalModifier {
    func resolve(in environment: EnvironmentValues) -> some ViewModifier {
        Inset(amount: environment.isEnabled ? 4 : 1)
    }
}

private struct Switcher: View {
    @State private var isDisabled = false
    var body: some View {
        VStack {
            Text("Content").modifier(EnabledInset()).disabled(isDisabled)
            Button("Disable") { isDisabled = true }
        }
    }
}

/// `EnvironmentalModifier`: resolved in the modified view's environment, again when it
/// changes; inspection reaches the resolved modifier and the content inside it.
@MainActor @Suite struct EnvironmentalModifierTests {
    @Test func theResolvedModifierIsApplied() throws {
        let enabled = try Text("A").modifier(EnabledInset()).inspect()
        #expect(try enabled.text().modifier(Inset.self).actualView().amount == 4)
        #expect(
            try enabled.text().modifier(Inset.self).viewModifierContent().padding()
                == EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))
        let disabled = try Text("A").modifier(EnabledInset()).disabled(true).inspect()
        #expect(try disabled.text().modifier(Inset.self).actualView().amount == 1)
    }

    @Test func itIsResolvedAgainWhenTheEnvironmentChanges() throws {
        let sut = try Switcher().inspect()
        let stack = try sut.vStack()
        #expect(try sut.find(text: "Content").layoutFrame(relativeTo: stack).minY == 4)
        try sut.find(button: "Disable").tap()
        #expect(try sut.find(text: "Content").modifier(Inset.self).actualView().amount == 1)
        #expect(try sut.find(text: "Content").layoutFrame(relativeTo: stack).minY == 1)
    }
}
