import FacetUI
@_spi(Inspection) import FacetUICore
import Foundation
import XCTest

/// ViewInspector's hook for inspecting a hosted view at a moment of the test's choosing: the
/// view forwards its `notice` to the emissary, which runs the inspection waiting for that
/// notice, on the live view hosted with `ViewHosting.host(view:)`.
///
/// ```swift
/// final class Inspection<V>: InspectionEmissary {
///     let notice = PassthroughSubject<UInt, Never>()
///     var callbacks = [UInt: (V) -> Void]()
///     func visit(_ view: V, _ line: UInt) {
///         if let callback = callbacks.removeValue(forKey: line) { callback(view) }
///     }
/// }
///
/// struct ContentView: View {
///     @State var flag = false
///     let inspection = Inspection<Self>()
///     var body: some View {
///         Button(flag ? "On" : "Off") { flag.toggle() }
///             .onReceive(inspection.notice) { inspection.visit(self, $0) }
///     }
/// }
///
/// // In a test:
/// let sut = ContentView()
/// let tapped = sut.inspection.inspect { view in try view.button().tap() }
/// let checked = sut.inspection.inspect(after: 0.1) { view in
///     XCTAssertEqual(try view.button().labelView().text().string(), "On")
/// }
/// ViewHosting.host(view: sut)
/// wait(for: [tapped, checked], timeout: 1)
/// ```
public protocol InspectionEmissary: AnyObject {
    /// The inspected view or view modifier.
    associatedtype V
    /// The subject the view forwards with `.onReceive(inspection.notice) { … }`: each value
    /// is the line of an inspection waiting to run.
    var notice: PassthroughSubject<UInt, Never> { get }
    /// The inspections waiting, by line.
    var callbacks: [UInt: (V) -> Void] { get set }
}

extension InspectionEmissary where V: FacetUI.View {
    /// An inspection of the hosted view.
    public typealias ViewInspection = (InspectableView<ViewType.View<V>>) throws -> Void

    /// Runs `inspection` on the hosted view `delay` seconds from now (on the main queue);
    /// the returned expectation is fulfilled after it. An error it throws fails the test.
    @discardableResult
    public func inspect(
        after delay: TimeInterval = 0, function: String = #function, file: StaticString = #filePath,
        line: UInt = #line, _ inspection: @escaping ViewInspection
    ) -> XCTestExpectation {
        inspect(
            after: delay, function: function, file: file, line: line,
            locate: { ViewHosting.hosted(ViewType.View<V>.self, function: $0) }, inspection)
    }

    /// Runs `inspection` on the hosted view `delay` seconds after `publisher` first emits.
    @discardableResult
    public func inspect<P: Publisher>(
        onReceive publisher: P, after delay: TimeInterval = 0, function: String = #function,
        file: StaticString = #filePath, line: UInt = #line, _ inspection: @escaping ViewInspection
    ) -> XCTestExpectation where P.Failure == Never {
        inspect(
            onReceive: publisher, after: delay, function: function, file: file, line: line,
            locate: { ViewHosting.hosted(ViewType.View<V>.self, function: $0) }, inspection)
    }

}

extension InspectionEmissary where V: FacetUI.ViewModifier {
    /// An inspection of the hosted view modifier: its body.
    public typealias ViewModifierInspection = (InspectableView<ViewType.ViewModifier<V>>) throws -> Void

    /// Runs `inspection` on the hosted modifier `delay` seconds from now (on the main queue);
    /// the returned expectation is fulfilled after it. An error it throws fails the test.
    @discardableResult
    public func inspect(
        after delay: TimeInterval = 0, function: String = #function, file: StaticString = #filePath,
        line: UInt = #line, _ inspection: @escaping ViewModifierInspection
    ) -> XCTestExpectation {
        inspect(
            after: delay, function: function, file: file, line: line,
            locate: { ViewHosting.hosted(ViewType.ViewModifier<V>.self, function: $0) }, inspection)
    }

    /// Runs `inspection` on the hosted modifier `delay` seconds after `publisher` first emits.
    @discardableResult
    public func inspect<P: Publisher>(
        onReceive publisher: P, after delay: TimeInterval = 0, function: String = #function,
        file: StaticString = #filePath, line: UInt = #line, _ inspection: @escaping ViewModifierInspection
    ) -> XCTestExpectation where P.Failure == Never {
        inspect(
            onReceive: publisher, after: delay, function: function, file: file, line: line,
            locate: { ViewHosting.hosted(ViewType.ViewModifier<V>.self, function: $0) }, inspection)
    }

}

extension InspectionEmissary {
    /// Finds the hosted view an inspection runs on.
    fileprivate typealias Locator<T: KnownViewType> = @MainActor (_ function: String) -> InspectableView<T>?

    fileprivate func inspect<T: KnownViewType>(
        after delay: TimeInterval, function: String, file: StaticString, line: UInt,
        locate: @escaping Locator<T>,
        _ inspection: @escaping (InspectableView<T>) throws -> Void
    ) -> XCTestExpectation {
        let expectation = XCTestExpectation(description: "Inspection at line \(line)")
        setUp(
            inspection, locate: locate, expectation: expectation, function: function, file: file, line: line)
        Self.sendNotice(line, on: notice, after: delay)
        return expectation
    }

    fileprivate func inspect<P: Publisher, T: KnownViewType>(
        onReceive publisher: P, after delay: TimeInterval, function: String, file: StaticString, line: UInt,
        locate: @escaping Locator<T>, _ inspection: @escaping (InspectableView<T>) throws -> Void
    ) -> XCTestExpectation where P.Failure == Never {
        let expectation = XCTestExpectation(description: "Inspection at line \(line)")
        setUp(
            inspection, locate: locate, expectation: expectation, function: function, file: file, line: line)
        let holder = SubscriptionHolder()
        let cancellable = publisher.sink { [weak notice] _ in
            guard !holder.fired else { return }
            holder.fired = true
            holder.cancellable = nil
            if let notice { Self.sendNotice(line, on: notice, after: delay) }
        }
        // Kept until the publisher first emits (it may emit while `sink` subscribes).
        if !holder.fired { holder.cancellable = cancellable }
        return expectation
    }

    /// Sends `line` on `notice`, on the main queue, `delay` seconds from now.
    private static func sendNotice(
        _ line: UInt, on notice: PassthroughSubject<UInt, Never>, after delay: TimeInterval
    ) {
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak notice] in notice?.send(line) }
    }

    /// Registers the callback the view's `visit` runs: it inspects the hosted view, fails the
    /// test on an error, takes the view down after the last inspection and fulfils
    /// `expectation`.
    private func setUp<T: KnownViewType>(
        _ inspection: @escaping (InspectableView<T>) throws -> Void, locate: @escaping Locator<T>,
        expectation: XCTestExpectation, function: String, file: StaticString, line: UInt
    ) {
        callbacks[line] = { [weak self] _ in
            // `visit` runs in the view's `onReceive` action: on the main actor.
            let context = CallbackContext(emissary: self, inspection: inspection, locate: locate)
            MainActor.assumeIsolated {
                defer { expectation.fulfill() }
                guard let view = context.locate(function) else {
                    XCTFail(
                        "\(T.typePrefix) is not hosted: call ViewHosting.host(view:) in \(function)",
                        file: file, line: line)
                    return
                }
                do {
                    try context.inspection(view)
                } catch {
                    XCTFail("\(error.localizedDescription)", file: file, line: line)
                }
                if context.emissary?.callbacks.isEmpty == true { ViewHosting.expel(function: function) }
            }
        }
    }
}

/// What an inspection callback uses, taken to the main actor it runs on (the emissary and
/// the inspection are the test's, which runs there too).
private struct CallbackContext<Emissary: AnyObject, T: KnownViewType>: @unchecked Sendable {
    weak var emissary: Emissary?
    let inspection: (InspectableView<T>) throws -> Void
    let locate: @MainActor (String) -> InspectableView<T>?
}

/// The subscription of `inspect(onReceive:)`, kept until the publisher first emits.
private final class SubscriptionHolder: @unchecked Sendable {
    var cancellable: AnyCancellable?
    var fired = false
}
