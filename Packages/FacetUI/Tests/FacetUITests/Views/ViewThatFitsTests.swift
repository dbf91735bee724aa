import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

@MainActor @Suite struct ViewThatFitsTests {
    private func hidden(_ host: HeadlessHost) -> [Bool] {
        host.backend.allWidgets.compactMap { ($0.content as? ContainerContent)?.isHidden }
    }

    private var choices: some View {
        ViewThatFits(in: .horizontal) {
            Text("Delete the files")
            Text("Delete")
        }
    }

    @Test func firstChildThatFitsIsShown() {
        let host = HeadlessHost(choices, width: 20, height: 1)
        #expect(hidden(host) == [false, true])
        #expect(host.frame(of: "Delete the files") == rect(2, 0, 16, 1))
    }

    @Test func laterChildIsShownWhenTheFirstIsTooWide() {
        let host = HeadlessHost(choices, width: 10, height: 1)
        #expect(hidden(host) == [true, false])
        #expect(host.frame(of: "Delete") == rect(2, 0, 6, 1))
    }

    @Test func resizingSwitchesTheChoiceWithoutRebuilding() {
        let host = HeadlessHost(choices, width: 20, height: 1)
        host.graph.resize(to: CGSize(width: 10, height: 1))
        let counters = host.graph.lastTransaction
        #expect(hidden(host) == [true, false])
        #expect(counters.widgetsCreated == 0)
        #expect(counters.widgetsUpdated == 2)
    }

    @Test func lastChildWhenNothingFits() {
        let host = HeadlessHost(
            ViewThatFits {
                Text("Much too long")
                Text("Too long")
            }, width: 5, height: 2)
        #expect(hidden(host) == [true, false])
    }
}
