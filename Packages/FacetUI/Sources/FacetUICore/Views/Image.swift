import Foundation

/// A view that displays an image. On a character-cell display a system symbol is one cell
/// drawn in the foreground colour.
///
/// ```swift
/// Image(systemName: "star.fill").foregroundStyle(.yellow)
/// ```
public struct Image: Equatable, Sendable {
    /// The name of the system symbol.
    @_spi(Inspection) public let systemName: String

    /// Creates a system symbol image.
    public init(systemName: String) { self.systemName = systemName }
}

extension Image: View, LeafWidgetView {
    public typealias Body = Never

    func widgetContent(in environment: EnvironmentValues, stackAxis: Axis?) -> ImageContent {
        ImageContent(systemName: systemName, color: environment.foregroundColor)
    }
}

/// An image widget showing a system symbol (a terminal draws a character standing for the
/// symbol, in `color`). It sends no events.
///
/// It is one cell in size, whatever it is offered.
public struct ImageContent: WidgetContent, Equatable {
    /// The system symbol name ("star.fill").
    public var systemName: String
    /// The colour, or `nil` for the backend's default foreground.
    public var color: Color?

    /// Creates an image description.
    public init(systemName: String, color: Color?) { (self.systemName, self.color) = (systemName, color) }

    public var kind: String { "Image" }
}
