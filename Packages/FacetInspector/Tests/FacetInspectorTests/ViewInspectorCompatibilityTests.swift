import FacetInspector
import FacetUI
import Testing

private struct Settings: View {
    var body: some View { Text("Settings") }
}

// ViewInspector test suites declare this; Facet does not need it.
extension Settings: Inspectable {}

/// The helpers a ViewInspector test suite uses besides inspection itself.
@MainActor @Suite struct ViewInspectorCompatibilityTests {
    @Test func inspectableConformanceChangesNothing() throws {
        #expect(try Settings().inspect().text().string() == "Settings")
    }

    @Test func bindingWithItsOwnValue() throws {
        let isOn = Binding(wrappedValue: false)
        let sut = try Toggle("Wi-Fi", isOn: isOn).inspect().toggle()
        #expect(try sut.isOn() == false)
        try sut.tap()
        #expect(isOn.wrappedValue)
        // Like SwiftUI, the graph redraws for a source of truth (`@State`, a model), not for
        // a binding's own storage: a view made with the binding shows the new value.
        #expect(try Toggle("Wi-Fi", isOn: isOn).inspect().toggle().isOn())
    }

    @Test func theClosureFormOfInspectFailsASwiftTestingTest() {
        var ran = false
        withKnownIssue {
            Settings().inspect { view in
                ran = true
                _ = try view.vStack()
            }
        } matching: { issue in
            issue.error is InspectionError
        }
        #expect(ran)
    }
}
