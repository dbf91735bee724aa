import FacetUI
import Testing
import XCTest

extension FacetUI.View {
    /// Runs `inspection` on the view; an error it throws fails the test at the caller's line
    /// (ViewInspector's closure form of `inspect()`): as an issue of the current Swift
    /// Testing test, or else as an XCTest failure. When the test `function` hosted a view of
    /// this type with `ViewHosting.host(view:)` (a `didAppear` hook inspecting itself), that
    /// live view is inspected; otherwise the view is hosted on its own.
    ///
    /// ```swift
    /// sut.inspect { view in
    ///     XCTAssertEqual(try view.vStack().text(0).string(), "Count: 0")
    /// }
    /// ```
    @preconcurrency @MainActor
    public func inspect(
        function: String = #function, file: StaticString = #filePath, line: UInt = #line,
        fileID: String = #fileID, column: Int = #column,
        inspection: (InspectableView<ViewType.View<Self>>) throws -> Void
    ) {
        reportingFailure(file: file, line: line, fileID: fileID, column: column) {
            try inspection(
                ViewHosting.hosted(ViewType.View<Self>.self, function: function) ?? inspect().retyped())
        }
    }
}

extension FacetUI.ViewModifier {
    /// Runs `inspection` on the modifier's body: the modifier hosted by the test `function`
    /// with `ViewHosting.host(view:)` when there is one, or else the modifier applied to an
    /// empty view, as ``inspect()`` does; an error fails the test at the caller's line
    /// (ViewInspector's closure form).
    @preconcurrency @MainActor
    public func inspect(
        function: String = #function, file: StaticString = #filePath, line: UInt = #line,
        fileID: String = #fileID, column: Int = #column,
        inspection: (InspectableView<ViewType.ViewModifier<Self>>) throws -> Void
    ) {
        reportingFailure(file: file, line: line, fileID: fileID, column: column) {
            try inspection(
                ViewHosting.hosted(ViewType.ViewModifier<Self>.self, function: function) ?? inspect())
        }
    }
}

/// Runs `body`; an error it throws fails the running test at the given place: as an issue
/// of the current Swift Testing test, or else as an XCTest failure.
private func reportingFailure(
    file: StaticString, line: UInt, fileID: String, column: Int, _ body: () throws -> Void
) {
    do {
        try body()
    } catch {
        if Test.current != nil {
            Issue.record(
                error,
                sourceLocation: SourceLocation(
                    fileID: fileID, filePath: "\(file)", line: Int(line), column: column))
        } else {
            XCTFail("\(error)", file: file, line: line)
        }
    }
}
