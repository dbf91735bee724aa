import Foundation

/// A view that displays an image: a system symbol, or an image file among an app's
/// resources. On a character-cell display an image is one cell: a character standing for the
/// symbol, in the foreground colour, or `▣` for a picture.
///
/// ```swift
/// Image(systemName: "star.fill").foregroundStyle(.yellow)
/// Image("logo")                  // logo.png (or .jpg, .svg…) in Bundle.main's resources
/// Image(decorative: "divider", bundle: .module)
/// ```
public struct Image: Equatable, Sendable {
    /// The name of the system symbol (empty for an image from resources).
    @_spi(Inspection) public let systemName: String
    /// The name of the image in resources (`nil` for a system symbol).
    @_spi(Inspection) public let resourceName: String?
    /// The file the resource name was found as, or `nil` when the bundle has none.
    @_spi(Inspection) public let resourceURL: URL?
    /// The label given with `Image(_:bundle:label:)`; `nil` when the image is labelled by its
    /// name, or is decorative.
    @_spi(Inspection) public private(set) var label: Text?
    /// Whether the image was made with `Image(decorative:bundle:)`: it has no label.
    @_spi(Inspection) public private(set) var isDecorative = false
    /// How the image fills the space it is offered; `nil` when it keeps its own size.
    @_spi(Inspection) public internal(set) var resizing: Resizing?
    /// The interpolation `interpolation(_:)` set; `nil` for the backend's own.
    @_spi(Inspection) public internal(set) var interpolation: Interpolation?
    /// What `antialiased(_:)` set; `nil` when it was not called.
    @_spi(Inspection) public internal(set) var isAntialiased: Bool?

    /// Creates a system symbol image, labelled by its name.
    public init(systemName: String) { (self.systemName, resourceName, resourceURL) = (systemName, nil, nil) }

    /// Creates a labeled image, looked up by name among the resources of `bundle` (the main
    /// bundle when `nil`): the file named so, or with a `png`, `jpg`, `jpeg`, `gif` or `svg`
    /// extension. A name no file has shows the backend's "missing image" and says so once
    /// on standard error, as SwiftUI logs it. The name is its label.
    public init(_ name: String, bundle: Bundle? = nil) {
        (systemName, resourceName) = ("", name)
        resourceURL = Self.resource(named: name, in: bundle ?? .main)
    }

    /// Creates an image from resources, as ``init(_:bundle:)`` finds it, with a label that
    /// describes it to assistive technologies (GTK gives it to the accessible widget).
    ///
    /// ```swift
    /// Image("chart", bundle: .module, label: Text("Sales this year"))
    /// ```
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
        self.label = label
    }

    /// Creates an unlabeled, decorative image from resources, which accessibility ignores.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        isDecorative = true
    }

    private static let extensions = ["png", "jpg", "jpeg", "gif", "svg"]

    private static func resource(named name: String, in bundle: Bundle) -> URL? {
        let candidates =
            [bundle.url(forResource: name, withExtension: nil)]
            + extensions.map {
                bundle.url(forResource: name, withExtension: $0)
            }
        if let found = candidates.lazy.compactMap({ $0 }).first { return found }
        OneTimeWarnings.report(
            "No image named '\(name)' found in \(bundle.bundlePath)",
            key: "image:\(bundle.bundlePath)/\(name)")
        return nil
    }
}

extension Image: View, LeafWidgetView {
    public typealias Body = Never

    func widgetContent(in environment: EnvironmentValues, stackAxis: Axis?) -> ImageContent {
        var content = ImageContent(
            systemName: systemName, color: environment.foregroundColor, file: resourceURL?.path,
            isResource: resourceName != nil)
        content.isResizable = resizing != nil
        content.scale = environment.imageScale
        content.interpolation = interpolation
        content.isAntialiased = isAntialiased ?? true
        content.label = isDecorative ? nil : label?.plainString ?? resourceName ?? systemName
        return content
    }
}

/// An image widget showing a system symbol (a terminal draws a character standing for the
/// symbol, in `color`) or an image file (`▣` on a terminal). It sends no events.
///
/// It is one cell in size, whatever it is offered, unless it is resizable: then it takes
/// the size offered.
public struct ImageContent: WidgetContent, Equatable {
    /// The system symbol name ("star.fill").
    public var systemName: String
    /// The colour, or `nil` for the backend's default foreground.
    public var color: Color?

    /// The image file to show, for an image from resources that was found.
    public var file: String?
    /// Whether the image comes from resources (a picture) rather than a system symbol.
    public var isResource: Bool
    /// Whether the image fills the size it is offered (`resizable()`).
    public var isResizable = false
    /// The scale of a system symbol (`imageScale(_:)`).
    public var scale = Image.Scale.medium
    /// How a picture drawn at another size than its own is resampled
    /// (`interpolation(_:)`); `nil` for the backend's own.
    public var interpolation: Image.Interpolation?
    /// Whether a picture drawn at another size than its own is anti-aliased
    /// (`antialiased(_:)`).
    public var isAntialiased = true
    /// What the image describes to assistive technologies: its label, or its name; `nil`
    /// for a decorative image.
    public var label: String?

    /// Creates an image description.
    public init(systemName: String, color: Color?, file: String? = nil, isResource: Bool = false) {
        (self.systemName, self.color, self.file, self.isResource) = (systemName, color, file, isResource)
    }

    public var kind: String { "Image" }
}
