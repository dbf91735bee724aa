import Foundation
import Testing

@testable import FacetUI

extension Host {
    /// The first widget of `kind` ("TextField", "Slider"…).
    func widget(kind: String, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> HeadlessBackend.Widget
    {
        try #require(backend.allWidgets.first { $0.content.kind == kind }, sourceLocation: sourceLocation)
    }

    /// The content of the first widget of `kind`, as `T`.
    func content<T: WidgetContent>(
        _ type: T.Type, kind: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> T {
        try #require(
            widget(kind: kind, sourceLocation: sourceLocation).content as? T, sourceLocation: sourceLocation)
    }
}
