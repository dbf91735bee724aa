import FacetCombine
import Testing

@Suite struct DemandTests {
    @Test func countsAddAndSubtractAndSaturateAtUnlimitedAndZero() {
        #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
        #expect(Subscribers.Demand.max(2) + .unlimited == .unlimited)
        #expect(Subscribers.Demand.max(Int.max) + .max(1) == .unlimited)
        #expect(Subscribers.Demand.max(2) - .max(3) == .none)
        #expect(Subscribers.Demand.unlimited - .max(3) == .unlimited)
        #expect(Subscribers.Demand.max(5) - 2 == .max(3))
        #expect(Subscribers.Demand.max(4) * 3 == .max(12))
        #expect(Subscribers.Demand.unlimited * 3 == .unlimited)
        var demand = Subscribers.Demand.none
        demand += 1
        demand += .max(2)
        #expect(demand.max == 3)
        #expect(Subscribers.Demand.unlimited.max == nil)
    }

    @Test func comparesWithUnlimitedAboveEveryCount() {
        #expect(Subscribers.Demand.max(3) < .unlimited)
        #expect(!(Subscribers.Demand.unlimited < .max(Int.max)))
        #expect(Subscribers.Demand.unlimited > 1_000_000)
        #expect(Subscribers.Demand.none == 0)
        #expect(Subscribers.Demand.max(1) > 0)
        #expect(0 < Subscribers.Demand.max(1))
        #expect(Subscribers.Demand.max(1).description == "max(1)")
        #expect(Subscribers.Demand.unlimited.description == "unlimited")
    }
}
