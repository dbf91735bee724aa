import Foundation

/// A container for attaching a label to a value-bearing view: the label at the leading
/// edge and the content, in the secondary style, at the trailing edge of one row that
/// fills the proposed width.
///
/// ```swift
/// Form {
///     LabeledContent("Version", value: "1.2")
///     LabeledContent("Size", value: bytes, format: .byteCount(style: .file))
///     LabeledContent {
///         Text(account.email)
///     } label: {
///         Label("Account", systemImage: "person")
///     }
/// }
/// ```
public struct LabeledContent<Label, Content> {
    let label: Label
    let content: Content
}

extension LabeledContent: View where Label: View, Content: View {
    /// Creates a standard labeled element, with a view that conveys the value of the
    /// element and a label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        (self.label, self.content) = (label(), content())
    }

    /// The label, a flexible space, and the content, aligned on their first text baselines.
    /// The label and content are sized before the space, which takes what they leave. Under
    /// `labelsHidden()` the label is hidden and takes no room.
    public var body: some View {
        HStack(alignment: .firstTextBaseline) {
            LabeledContentLabel(label: label.layoutPriority(1))
            Spacer()
            content.foregroundStyle(.secondary).layoutPriority(1)
        }
    }
}

@MainActor
extension LabeledContent where Label == Text, Content: View {
    /// Creates a labeled view that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a labeled view that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

@MainActor
extension LabeledContent where Label == Text, Content == Text {
    /// Creates a labeled informational view: a localized string key as the label, and a
    /// string value.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// Creates a labeled informational view: a string label, and a string value.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// Creates a labeled informational view from a formatted value, with a localized
    /// string key as the label.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }

    /// Creates a labeled informational view from a formatted value, with a string as the
    /// label.
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}
