import Foundation

/// A standard label for user interface items, consisting of an icon with a title, laid
/// out by the label style in effect (an icon and a title side by side by default).
///
/// ```swift
/// Label("Favourites", systemImage: "star")
/// Label { Text("Custom") } icon: { Circle().frame(width: 1, height: 1) }
/// Label("Trash", systemImage: "trash").labelStyle(.iconOnly)
/// ```
public struct Label<Title: View, Icon: View>: View {
    /// The label's title, as written.
    @_spi(Inspection) public let title: Title
    /// The label's icon, as written.
    @_spi(Inspection) public let icon: Icon
    @Environment(\.labelStyle) private var style

    /// Creates a label with a custom title and icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        (self.title, self.icon) = (title(), icon())
    }

    public var body: some View {
        // A `Label(configuration)` inside the style's body is drawn with the default style.
        style.makeErasedBody(
            configuration: LabelStyleConfiguration(
                title: LabelStyleConfiguration.Title(content: title),
                icon: LabelStyleConfiguration.Icon(content: icon))
        )
        .environment(\.labelStyle, DefaultLabelStyle())
    }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with a system icon image and a title generated from a localized
    /// string key.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init {
            Text(titleKey)
        } icon: {
            Image(systemName: name)
        }
    }

    /// Creates a label with a system icon image and a title generated from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init {
            Text(title)
        } icon: {
            Image(systemName: name)
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with an icon image from the main bundle's resources and a title
    /// generated from a localized string key.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init {
            Text(titleKey)
        } icon: {
            Image(name)
        }
    }

    /// Creates a label with an icon image from the main bundle's resources and a title
    /// generated from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init {
            Text(title)
        } icon: {
            Image(name)
        }
    }

    /// Creates a label with an icon image from a resource and a title generated from a
    /// localized string key.
    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init {
            Text(titleKey)
        } icon: {
            Image(resource)
        }
    }

    /// Creates a label with an icon image from a resource and a title generated from a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
        self.init {
            Text(title)
        } icon: {
            Image(resource)
        }
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// Creates a label representing the configuration of a style (inside a custom
    /// ``LabelStyle``).
    public init(_ configuration: LabelStyleConfiguration) {
        self.init {
            configuration.title
        } icon: {
            configuration.icon
        }
    }
}
