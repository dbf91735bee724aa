/// A representation of an action sheet presentation, for `.actionSheet(isPresented:content:)`
/// and `.actionSheet(item:content:)`: a title, an optional message, and buttons listed one
/// per row.
///
/// ```swift
/// .actionSheet(isPresented: $choosing) {
///     ActionSheet(title: Text("Share"), buttons: [
///         .default(Text("Copy link")) { copy() },
///         .cancel(),
///     ])
/// }
/// ```
public struct ActionSheet {
    /// The title, in bold.
    @_spi(Inspection) public let title: Text
    /// The message under the title, or `nil` without one.
    @_spi(Inspection) public let message: Text?
    /// The buttons, in order.
    @_spi(Inspection) public let buttons: [ActionSheet.Button]

    /// A button of an action sheet.
    public typealias Button = Alert.Button

    /// Creates an action sheet (by default with a single "Cancel" button).
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// The action sheet as the dialog body the modal shows.
    @MainActor
    var body: DialogBody<LegacyDialogButtons, Text?> {
        DialogBody(
            title: title, titleVisibility: .visible, actions: LegacyDialogButtons(buttons: buttons),
            message: message, isAlert: false, legacyButtons: buttons, hasMessage: message != nil)
    }
}
