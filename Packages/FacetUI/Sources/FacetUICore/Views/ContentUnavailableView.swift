import Foundation

/// An interface, consisting of a label and additional content, that you display when the
/// content of your app is unavailable to users: an empty list, a failed search.
///
/// It fills the space it is offered and centres, one above the other, the label (its
/// icon above its title, in a title font), the description (secondary) and the actions.
///
/// ```swift
/// if mailboxes.isEmpty {
///     ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
/// }
/// ContentUnavailableView {
///     Label("Offline", systemImage: "wifi.slash")
/// } description: {
///     Text("Connect to the internet.")
/// } actions: {
///     Button("Retry") { reload() }
/// }
/// ContentUnavailableView.search(text: query)
/// ```
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    /// The label, as written.
    @_spi(Inspection) public let label: Label
    /// The description, as written.
    @_spi(Inspection) public let description: Description
    /// The actions, as written.
    @_spi(Inspection) public let actions: Actions

    /// Creates an interface, consisting of a label and additional content, that you
    /// display when the content of your app is unavailable to users.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        (self.label, self.description, self.actions) = (label(), description(), actions())
    }

    public var body: some View {
        VStack(spacing: 1) {
            ContentUnavailablePart(role: .label, content: label)
                .labelStyle(ContentUnavailableLabelStyle())
                .font(.title2)
                .bold()
            ContentUnavailablePart(role: .description, content: description)
                .foregroundStyle(.secondary)
            ContentUnavailablePart(role: .actions, content: actions)
        }
        .multilineTextAlignment(.center)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ContentUnavailableView
where Label == FacetUICore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Creates an interface with a title generated from a localized string, an image from
    /// the app's resources and an optional description.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(
            label: {
                FacetUICore.Label {
                    Text(title)
                } icon: {
                    Image(name)
                }
            }, description: { description })
    }

    /// Creates an interface with a title generated from a localized string, a system icon
    /// image and an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { FacetUICore.Label(title, systemImage: name) }, description: { description })
    }

    /// Creates an interface with a title generated from a string, an image from the app's
    /// resources and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(
            label: {
                FacetUICore.Label {
                    Text(title)
                } icon: {
                    Image(name)
                }
            }, description: { description })
    }

    /// Creates an interface with a title generated from a string, a system icon image and
    /// an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { FacetUICore.Label(title, systemImage: name) }, description: { description })
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ContentUnavailableView
where
    Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions
{
    /// A content unavailable view for a search without results: "No Results", with a
    /// magnifying glass and a hint to check the spelling.
    public static var search:
        ContentUnavailableView<
            SearchUnavailableContent.Label, SearchUnavailableContent.Description,
            SearchUnavailableContent.Actions
        >
    {
        searchResults(for: nil)
    }

    /// A content unavailable view for a search for `text` without results: "No Results
    /// for “text”" (just "No Results" when `text` is empty).
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        searchResults(for: text.isEmpty ? nil : text)
    }

    private static func searchResults(for text: String?) -> Self {
        ContentUnavailableView(
            label: { SearchUnavailableContent.Label(text: text) },
            description: { SearchUnavailableContent.Description() },
            actions: { SearchUnavailableContent.Actions() })
    }
}

/// The parts of the content unavailable view a search without results shows
/// (``ContentUnavailableView/search``).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct SearchUnavailableContent {
    /// "No Results" (or "No Results for “text”") with a magnifying glass.
    public struct Label: View {
        let text: String?
        public var body: some View {
            FacetUICore.Label(
                text.map { "No Results for “\($0)”" } ?? "No Results", systemImage: "magnifyingglass")
        }
    }

    /// A hint to check the spelling or search for something else.
    public struct Description: View {
        public var body: some View { Text("Check the spelling or try a new search.") }
    }

    /// No actions.
    public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}

/// A part of a ``ContentUnavailableView`` (its label, description or actions), as a
/// placeholder inspection tools find it by.
@_spi(Inspection)
public struct ContentUnavailablePart: View, PrimitiveView, ErasingView {
    /// Which part.
    public enum Role: Sendable { case label, description, actions }
    /// Which part this is.
    public let role: Role
    let content: any View
    public typealias Body = Never
    var erasedContent: any View { content }
}

/// A label with its icon above its title, both centred.
struct ContentUnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 0) {
            configuration.icon.font(.largeTitle)
            configuration.title
        }
    }
}
