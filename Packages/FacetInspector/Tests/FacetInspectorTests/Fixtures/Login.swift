import FacetUI

/// A secure field, a text editor and a text showing their state, shared by
/// `SecureFieldTests` and `TextEditorTests`.
struct Login: View {
    @State var password = ""
    @State var notes = "first"
    @State var submitted = false
    var body: some View {
        VStack {
            SecureField("Password", text: $password).onSubmit { submitted = true }
            TextEditor(text: $notes)
            Text("\(password.count) \(notes) \(submitted)")
        }
    }
}
