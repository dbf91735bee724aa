/// A text field that masks its characters (backs `SecureField`).
@MainActor
open class SecureFieldWidget: TextFieldWidget {
    /// Creates a secure field.
    public override init(text: String = "", placeholder: String = "") {
        super.init(text: text, placeholder: placeholder)
        isSecure = true
    }
}
