import Foundation
import Testing

@testable import FacetUICore

@MainActor @Suite struct RowLengthsTests {
    @Test func rowsNotMeasuredCountAtTheMeanOfTheMeasuredOnes() {
        var lengths = RowLengths()
        lengths.setCount(100)
        #expect(!lengths.hasMeasurements && lengths.total == 0)
        lengths.record(1, at: 0)
        lengths.record(3, at: 1)
        #expect(lengths.estimate == 2)
        #expect(lengths.total == 200)
        #expect(lengths.offset(of: 1) == 1)
        #expect(lengths.offset(of: 2) == 4)
        #expect(lengths.offset(of: 10) == 20)
        lengths.record(5, at: 50)  // the mean is now 3
        #expect(lengths.offset(of: 50) == CGFloat(4 + 48 * 3))
        #expect(lengths.offset(of: 51) == CGFloat(4 + 48 * 3 + 5))
        #expect(lengths.total == CGFloat(9 + 97 * 3))
    }

    @Test func theRowAtAPositionIsFoundFromTheMeasuredRows() {
        var lengths = RowLengths()
        lengths.setCount(100)
        lengths.spacing = 1
        lengths.record(2, at: 0)  // 0 ..< 3 with its spacing
        lengths.record(2, at: 5)
        #expect(lengths.index(at: -4) == 0)
        #expect(lengths.index(at: 2.5) == 0)
        #expect(lengths.index(at: 3) == 1)
        #expect(lengths.index(at: 14) == 4)
        #expect(lengths.index(at: 15) == 5)
        #expect(lengths.index(at: 18) == 6)
        #expect(lengths.index(at: 1_000) == 99)
        #expect(lengths.rows(from: 3, to: 15) == 1...4)  // row 5 starts at 15: not in the region
        #expect(lengths.rows(from: 300, to: 310) == nil)
    }

    @Test func fewerRowsForgetTheMeasurementsPastTheEnd() {
        var lengths = RowLengths()
        lengths.setCount(10)
        lengths.record(1, at: 2)
        lengths.record(9, at: 8)
        lengths.setCount(5)
        #expect(lengths.estimate == 1 && lengths.total == 5)
        lengths.record(4, at: 7)  // past the end: ignored
        #expect(lengths.total == 5)
    }
}
