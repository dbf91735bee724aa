import CGTK
import FacetGTK
import FacetIntrospect
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite(.gtkAvailable)
struct SecureFieldTypeTests {
    @Test func handsOverThePasswordEntry() {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            SecureField("Pin", text: .constant("1234"))
                .introspect(.secureField, on: .gtk(.v4_8), customize: calls.record()))
        #expect(calls.typeNames == ["GtkPasswordEntry"])
        #expect(calls.last?.text == "1234")
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            TextField("Name", text: .constant("Ada"))
                .introspect(.secureField, on: .gtk(.v4_8), customize: calls.record()))
        #expect(calls.count == 0)
    }
}
