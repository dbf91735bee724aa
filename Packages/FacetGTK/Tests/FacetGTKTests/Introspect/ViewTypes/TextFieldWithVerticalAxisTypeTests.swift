import CGTK
import FacetGTK
import FacetIntrospect
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite(.gtkAvailable)
struct TextFieldWithVerticalAxisTypeTests {
    @Test func handsOverTheEntry() {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            TextField("Notes", text: .constant("Buy milk"), axis: .vertical)
                .introspect(.textField(axis: .vertical), on: .gtk(.v4_8), customize: calls.record()))
        #expect(calls.typeNames == ["GtkEntry"])
        #expect(calls.last?.text == "Buy milk")
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            VStack {
                TextField("Name", text: .constant("Ada"))
                    .introspect(.textField(axis: .vertical), on: .gtk(.v4_8), customize: calls.record())
                SecureField("Password", text: .constant("secret"))
                    .introspect(.textField(axis: .vertical), on: .gtk(.v4_8), customize: calls.record())
            })
        #expect(calls.count == 0)
    }
}
