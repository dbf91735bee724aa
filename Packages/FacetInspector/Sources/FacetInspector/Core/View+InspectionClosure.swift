import FacetUI
import XCTest

extension FacetUI.View {
    /// Hosts the view and runs `inspection` on it; an error it throws fails the test at the
    /// caller's line (ViewInspector's closure form of `inspect()`).
    ///
    /// ```swift
    /// sut.inspect { view in
    ///     XCTAssertEqual(try view.vStack().text(0).string(), "Count: 0")
    /// }
    /// ```
    @MainActor
    public func inspect(
        function: String = #function, file: StaticString = #filePath, line: UInt = #line,
        inspection: (InspectableView<ViewType.View<Self>>) throws -> Void
    ) {
        do {
            try inspection(try inspect().retyped())
        } catch {
            XCTFail("\(error)", file: file, line: line)
        }
    }
}

extension Inspector {
    /// The view's hierarchy, hosted on its own, as `print(_:)` lines it.
    ///
    /// ```swift
    /// print(Inspector.print(ContentView()))
    /// ```
    @MainActor
    public static func print<V: FacetUI.View>(_ view: V) -> String {
        guard let root = try? view.inspect() else { return Inspector.typeName(ofType: V.self) }
        return print(root)
    }
}
