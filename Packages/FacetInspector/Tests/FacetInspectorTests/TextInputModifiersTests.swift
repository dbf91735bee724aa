import FacetInspector
import FacetUI
import Testing

/// `.keyboardType(_:)`, read on the view it is set on or below it, as ViewInspector reads it.
@MainActor @Suite struct TextInputModifiersTests {
    @Test func keyboardTypeOnAViewAndBelowIt() throws {
        let sut = try AnyView(EmptyView()).keyboardType(.namePhonePad).inspect()
        #expect(try sut.anyView().keyboardType() == .namePhonePad)
        #expect(try sut.anyView().emptyView().keyboardType() == .namePhonePad)
        let form = try Form {
            TextField("Amount", value: .constant(0.0), format: .number).keyboardType(.decimalPad)
        }.inspect()
        #expect(try form.find(ViewType.TextField.self).keyboardType() == .decimalPad)
    }

    @Test func aMissingKeyboardTypeIsAnError() throws {
        let sut = try EmptyView().inspect()
        let error = #expect(throws: InspectionError.self) { try sut.keyboardType() }
        #expect(error?.localizedDescription == "EmptyView does not have 'keyboardType' modifier")
    }
}
