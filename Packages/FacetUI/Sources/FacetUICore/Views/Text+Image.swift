import Foundation

extension Text {
    /// An image shown inside a text. Two are equal when their images are.
    struct InlineImage: Hashable, Sendable {
        let image: Image

        func hash(into hasher: inout Hasher) {
            hasher.combine(image.systemName)
            hasher.combine(image.resourceName)
        }
    }

    /// Creates a text view that shows an image inline, so that it can be combined with other
    /// texts (`Text(Image(systemName: "star")) + Text(" Favourites")`).
    ///
    /// A terminal and a GTK label show only text: there the image is the character standing
    /// for it (`★` for "star.fill", `▣` for a picture), in the text's colour and font.
    public init(_ image: Image) { runs = [Run(image: image)] }
}

extension LocalizedStringKey.StringInterpolation {
    /// Interpolates an image, shown inline as ``Text/init(_:)-(Image)`` shows it.
    ///
    /// ```swift
    /// Text("Tap \(Image(systemName: "star")) to save")
    /// ```
    public mutating func appendInterpolation(_ image: Image) { parts.append(.runs([Text.Run(image: image)])) }
}
