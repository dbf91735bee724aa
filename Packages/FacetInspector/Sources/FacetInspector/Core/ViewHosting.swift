import FacetUI
import Foundation
import XCTest

/// ViewInspector's host for a view under test, for tests written with its `on(_:perform:)`
/// hook: `ViewHosting.host(view:)` builds the view in a live graph, keyed by the test
/// function, and the hook inspects that graph when the view appears.
///
/// Facet's `inspect()` already hosts a live graph: state, actions and `onAppear` work
/// without hooks in the view. These exist so that such ViewInspector tests compile and run.
///
/// ```swift
/// var sut = Counter()  // with `var didAppear: ((Self) -> Void)?`, called in `onAppear`
/// let appeared = sut.on(\.didAppear) { view in try view.find(button: "Add").tap() }
/// ViewHosting.host(view: sut)
/// await fulfillment(of: [appeared], timeout: 1)
/// ```
@preconcurrency @MainActor
public enum ViewHosting {
    /// The hosted views, by the test function that hosted them.
    private static var hosts: [String: InspectionHost] = [:]

    /// The size views are hosted at when no size is given (by `inspect()` too, and for the
    /// views inspection hosts on their own, such as a label held as a value).
    public static let defaultSize = CGSize(width: 200, height: 100)

    /// Builds `view` in a live graph for the test `function`; its `onAppear` actions run now.
    public static func host<V: FacetUI.View>(view: V, size: CGSize? = nil, function: String = #function) {
        _ = InspectionHost(view, size: size ?? defaultSize, willAppear: { hosts[function] = $0 })
    }

    /// Takes down the view the test `function` hosted.
    public static func expel(function: String = #function) { hosts[function] = nil }

    /// Hosts `view` while `whileHosted` runs, then takes it down.
    public static func host<V: FacetUI.View>(
        _ view: V, size: CGSize? = nil, function: String = #function,
        whileHosted: @MainActor () async throws -> Void
    ) async throws {
        host(view: view, size: size, function: function)
        defer { expel(function: function) }
        try await whileHosted()
    }

    /// The first view of type `T` in the view the test `function` hosted (the hosted view
    /// itself, or one inside it: a view hosted with its environment objects, a custom
    /// modifier applied in it).
    static func hosted<T: KnownViewType>(_ type: T.Type, function: String) -> InspectableView<T>? {
        guard let host = hosts[function], let root = host.root else { return nil }
        if T._matches(root.node) { return root.retyped() }
        if let found = try? root.find(T.self) { return found }
        guard let node = host.graph.root.firstNode(where: { T._matches($0) }) else { return nil }
        return InspectableView<T>(host: host, entry: node, node: node, origin: .spelled(""))
    }
}

extension FacetUI.View {
    /// Sets the view's hook at `keyPath` (a `didAppear` the view calls from `onAppear`) to
    /// inspect the view hosted with `ViewHosting.host(view:)` in the same test, then fulfil
    /// the returned expectation. `perform` runs after the update the view appeared in; an
    /// error it throws fails the test.
    @preconcurrency @MainActor
    public mutating func on(
        _ keyPath: WritableKeyPath<Self, ((Self) -> Void)?>, function: String = #function,
        file: StaticString = #filePath, line: UInt = #line,
        perform: @escaping @MainActor (InspectableView<ViewType.View<Self>>) throws -> Void
    ) -> XCTestExpectation {
        ViewHosting.hook(
            &self, keyPath, function: function, file: file, line: line,
            locate: { ViewHosting.hosted(ViewType.View<Self>.self, function: function) }, perform: perform)
    }
}

extension ViewHosting {
    /// Sets `value`'s hook at `keyPath` to run `perform` on the hosted view `locate` finds,
    /// after the update in which the hook was called, then fulfil the returned expectation.
    static func hook<Value, T: KnownViewType>(
        _ value: inout Value, _ keyPath: WritableKeyPath<Value, ((Value) -> Void)?>, function: String,
        file: StaticString, line: UInt, locate: @escaping @MainActor () -> InspectableView<T>?,
        perform: @escaping @MainActor (InspectableView<T>) throws -> Void
    ) -> XCTestExpectation {
        let name = Inspector.typeName(ofType: Value.self)
        let expectation = XCTestExpectation(description: "\(name) appeared and was inspected")
        value[keyPath: keyPath] = { _ in
            // After the update in which the view appeared: an action of `perform` starts an
            // update of its own.
            Task { @MainActor in
                defer { expectation.fulfill() }
                guard let view = locate() else {
                    XCTFail(
                        "\(name) is not hosted: call ViewHosting.host(view:) in \(function)", file: file,
                        line: line)
                    return
                }
                do {
                    try perform(view)
                } catch {
                    XCTFail("\(error)", file: file, line: line)
                }
            }
        }
        return expectation
    }
}

extension FacetUI.ViewModifier {
    /// Sets the modifier's hook at `keyPath` (a `didAppear` its body calls from `onAppear`)
    /// to inspect the modifier hosted with `ViewHosting.host(view:)` in the same test (a view
    /// it is applied to), then fulfil the returned expectation. `perform` runs after the
    /// update the view appeared in; an error it throws fails the test.
    @preconcurrency @MainActor
    public mutating func on(
        _ keyPath: WritableKeyPath<Self, ((Self) -> Void)?>, function: String = #function,
        file: StaticString = #filePath, line: UInt = #line,
        perform: @escaping @MainActor (InspectableView<ViewType.ViewModifier<Self>>) throws -> Void
    ) -> XCTestExpectation {
        ViewHosting.hook(
            &self, keyPath, function: function, file: file, line: line,
            locate: { ViewHosting.hosted(ViewType.ViewModifier<Self>.self, function: function) },
            perform: perform)
    }
}
