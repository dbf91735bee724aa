import FacetUI
import Foundation
import Testing

@Suite struct AngleTests {
    @Test func degreesAndRadians() {
        #expect(Angle.degrees(180).radians == .pi)
        #expect(Angle(radians: .pi / 2).degrees == 90)
        var angle = Angle()
        angle.degrees = 90
        #expect(angle == .radians(.pi / 2))
        #expect(Angle.zero.radians == 0)
    }

    @Test func arithmeticAndOrder() {
        #expect(Angle.degrees(30) + .degrees(60) == .degrees(90))
        #expect((Angle.degrees(90) - .degrees(30)).degrees.rounded() == 60)
        #expect(-Angle.radians(1) == .radians(-1))
        #expect(Angle.radians(1) * 3 == .radians(3))
        #expect(2 * Angle.radians(1) == .radians(2))
        #expect(Angle.radians(3) / 3 == .radians(1))
        #expect(Angle.degrees(10) < .degrees(20))
        #expect(
            [Angle.degrees(20), .degrees(-5), .degrees(10)].sorted() == [
                .degrees(-5), .degrees(10), .degrees(20),
            ])
        #expect(Set([Angle.degrees(10), .degrees(10)]).count == 1)
    }
}
