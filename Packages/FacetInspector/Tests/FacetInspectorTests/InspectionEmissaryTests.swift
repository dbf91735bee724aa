import FacetUI
import Testing
import XCTest

@testable import FacetInspector

/// ViewInspector's documented helper, as a test target writes it.
private final class Inspection<V>: InspectionEmissary {
    let notice = PassthroughSubject<UInt, Never>()
    var callbacks = [UInt: (V) -> Void]()

    func visit(_ view: V, _ line: UInt) {
        if let callback = callbacks.removeValue(forKey: line) { callback(view) }
    }
}

private struct Switch: View {
    @State var isOn = false
    let publisher = PassthroughSubject<Bool, Never>()
    let inspection = Inspection<Self>()

    var body: some View {
        Button(isOn ? "on" : "off") { isOn.toggle() }
            .onReceive(publisher) { isOn = $0 }
            .onReceive(inspection.notice) { inspection.visit(self, $0) }
    }
}

private final class Settings: ObservableObject {
    @Published var title = "Settings"
}

private struct Labelled: ViewModifier {
    @EnvironmentObject var settings: Settings
    @State var count = 0
    let publisher = PassthroughSubject<Int, Never>()
    let inspection = Inspection<Self>()
    var didAppear: ((Self) -> Void)?

    func body(content: Content) -> some View {
        HStack {
            content
            Text("\(settings.title) \(count)")
            Button("Add") { count += 1 }
        }
        .onReceive(publisher) { count = $0 }
        .onReceive(inspection.notice) { inspection.visit(self, $0) }
        .onAppear { didAppear?(self) }
    }
}

/// Waits for `expectations` as an XCTest case would.
@MainActor private func waitFor(_ expectations: [XCTestExpectation]) async -> Bool {
    await XCTWaiter().fulfillment(of: expectations, timeout: 30, enforceOrder: true) == .completed
}

@MainActor @Suite(.serialized) struct InspectionEmissaryTests {
    @Test func inspectionsRunOnTheHostedViewInTurnAndSeeWhatThePublisherChanged() async throws {
        let sut = Switch()
        var seen: [String] = []
        let first = sut.inspection.inspect { view in
            seen.append(try view.button().labelView().text().string())
            sut.publisher.send(true)
        }
        let second = sut.inspection.inspect(after: 0.05) { view in
            seen.append(try view.button().labelView().text().string())
            try view.button().tap()
            seen.append(try view.button().labelView().text().string())
        }
        ViewHosting.host(view: sut)
        #expect(await waitFor([first, second]))
        #expect(seen == ["off", "on", "off"])
        // The last inspection took the view down.
        #expect(ViewHosting.hosted(ViewType.View<Switch>.self, function: #function) == nil)
    }

    @Test func anOnReceiveInspectionWaitsForThePublisher() async throws {
        let sut = Switch()
        var seen: [String] = []
        let first = sut.inspection.inspect { view in
            seen.append(try view.button().labelView().text().string())
            sut.publisher.send(true)
        }
        let second = sut.inspection.inspect(onReceive: sut.publisher) { view in
            seen.append(try view.button().labelView().text().string())
            sut.publisher.send(false)
        }
        let third = sut.inspection.inspect(onReceive: sut.publisher.dropFirst(), after: 0.01) { view in
            seen.append(try view.button().labelView().text().string())
        }
        ViewHosting.host(view: sut)
        #expect(await waitFor([first, second, third]))
        #expect(seen == ["off", "on", "off"])
    }

    @Test func aModifiersInspectionReachesItsBodyInTheHostedView() async throws {
        let sut = Labelled()
        var seen: [String] = []
        let first = sut.inspection.inspect { body in
            seen.append(try body.hStack().text(1).string())
            sut.publisher.send(4)
        }
        let second = sut.inspection.inspect(after: 0.05) { body in
            seen.append(try body.hStack().text(1).string())
            try body.hStack().button(2).tap()
            seen.append(try body.hStack().text(1).string())
            #expect(try body.actualView().count == 5)
        }
        ViewHosting.host(view: EmptyView().modifier(sut).environmentObject(Settings()))
        #expect(await waitFor([first, second]))
        #expect(seen == ["Settings 0", "Settings 4", "Settings 5"])
    }

    @Test func aModifiersAppearHookInspectsTheHostedModifier() async throws {
        var sut = Labelled()
        var seen = ""
        let appeared = sut.on(\.didAppear) { body in
            try body.hStack().button(2).tap()
            seen = try body.hStack().text(1).string()
        }
        ViewHosting.host(view: Text("x").modifier(sut).environmentObject(Settings()))
        #expect(await waitFor([appeared]))
        #expect(seen == "Settings 1")
        ViewHosting.expel()
    }
}

private struct Flag: View {
    @Binding var isOn: Bool
    var body: some View { Text(isOn ? "on" : "off") }
}

@MainActor @Suite struct KeptBindingTests {
    @Test func aViewReadingAKeptBindingIsUpdatedWhenItIsSet() throws {
        let binding = Binding(wrappedValue: false)
        let sut = try Flag(isOn: binding).inspect()
        #expect(try sut.text().string() == "off")
        binding.wrappedValue = true
        #expect(try sut.text().string() == "on")
    }
}
