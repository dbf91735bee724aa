// ViewInspector's documented asynchronous inspection, as a Swift 5 suite writes it: the
// `Inspection` helper, `onReceive(inspection.notice)`, `inspect(after:)`/`inspect(onReceive:)`
// and a synchronous `wait(for:timeout:)` in a non-isolated XCTest method.
import Combine
import FacetInspector
import FacetUI
import XCTest

final class Inspection<V>: InspectionEmissary {
    let notice = PassthroughSubject<UInt, Never>()
    var callbacks = [UInt: (V) -> Void]()

    func visit(_ view: V, _ line: UInt) {
        if let callback = callbacks.removeValue(forKey: line) {
            callback(view)
        }
    }
}

struct TimerView: View {
    @State var ticks = 0
    @State var flag = false
    let publisher = PassthroughSubject<Bool, Never>()
    let timer = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect()
    let inspection = Inspection<Self>()

    var body: some View {
        VStack {
            Text(flag ? "on" : "off")
            Text(ticks >= 2 ? "ticked" : "waiting")
        }
        .onReceive(publisher) { self.flag = $0 }
        .onReceive(timer) { _ in self.ticks += 1 }
        .onReceive(inspection.notice) { self.inspection.visit(self, $0) }
    }
}

final class InspectionTests: XCTestCase {
    func testInspectAfterSeesThePublishedChange() throws {
        let sut = TimerView()
        let exp1 = sut.inspection.inspect { view in
            XCTAssertEqual(try view.vStack().text(0).string(), "off")
            sut.publisher.send(true)
        }
        let exp2 = sut.inspection.inspect(after: 0.1) { view in
            XCTAssertEqual(try view.vStack().text(0).string(), "on")
            XCTAssertEqual(try view.vStack().text(1).string(), "ticked")
        }
        ViewHosting.host(view: sut)
        wait(for: [exp1, exp2], timeout: 30)
    }

    func testInspectOnReceive() throws {
        let sut = TimerView()
        let exp1 = sut.inspection.inspect { _ in sut.publisher.send(true) }
        let exp2 = sut.inspection.inspect(onReceive: sut.publisher) { view in
            XCTAssertEqual(try view.vStack().text(0).string(), "on")
        }
        ViewHosting.host(view: sut)
        wait(for: [exp1, exp2], timeout: 30)
    }
}
