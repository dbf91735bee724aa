import CGTK
import FacetGTK
import FacetTestSupport
import FacetUI
import Foundation
import Testing

@MainActor @Suite(.gtkAvailable)
struct TextFieldMappingTests {
    @Test func theKeyboardTypeIsTheEntrysInputPurpose() throws {
        let host = GTKHost(
            VStack {
                TextField("Amount", value: .constant(2.5), format: .number).keyboardType(.decimalPad)
                TextField("Mail", text: .constant("")).keyboardType(.emailAddress)
                TextField("Code", text: .constant("")).keyboardType(.numberPad)
                TextField("Name", text: .constant(""))
            })
        let purposes = host.widgets("GtkEntry").sorted { $0.frame.minY < $1.frame.minY }.map {
            gtk_entry_get_input_purpose(
                UnsafeMutableRawPointer($0.widget).assumingMemoryBound(to: GtkEntry.self))
        }
        #expect(
            purposes == [
                GTK_INPUT_PURPOSE_NUMBER, GTK_INPUT_PURPOSE_EMAIL, GTK_INPUT_PURPOSE_DIGITS,
                GTK_INPUT_PURPOSE_FREE_FORM,
            ])
    }
}
