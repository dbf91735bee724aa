import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@_spi(Inspection) @testable import FacetUICore

/// What the actions saw.
@MainActor private final class Log {
    var offsets: [String] = []
    var scrolled: [Bool] = []
    var geometry: ScrollGeometry?
}

@MainActor @Suite struct ScrollGeometryTests {
    private func host(_ log: Log) -> HeadlessHost {
        HeadlessHost(
            ScrollView { VStack(spacing: 0) { ForEach(0..<30) { Text("Row \($0)") } } }
                .onScrollGeometryChange(for: CGFloat.self) {
                    $0.contentOffset.y
                } action: { old, new in
                    log.offsets.append("\(Int(old))→\(Int(new))")
                }
                .onScrollGeometryChange(for: Bool.self) {
                    $0.contentOffset.y > 0
                } action: { _, new in
                    log.scrolled.append(new)
                }
                .onScrollGeometryChange(for: ScrollGeometry.self) {
                    $0
                } action: { _, new in
                    log.geometry = new
                },
            width: 20, height: 10)
    }

    @Test func actionsRunWhenTheTransformedValueChanges() throws {
        let log = Log()
        let host = host(log)
        host.flush()
        #expect(log.offsets.isEmpty && log.scrolled.isEmpty)
        let scroll = try host.widget(kind: "ScrollView")
        scroll.send(.scroll(CGPoint(x: 0, y: 5)))
        host.flush()
        scroll.send(.scroll(CGPoint(x: 0, y: 5)))
        host.flush()
        scroll.send(.scroll(CGPoint(x: 0, y: 100)))
        host.flush()
        #expect(log.offsets == ["0→5", "5→20"])
        #expect(log.scrolled == [true])  // false → true once; 5 → 20 leaves it true
    }

    @Test func theGeometryDescribesTheContentAndTheVisibleRegion() throws {
        let log = Log()
        let host = host(log)
        host.flush()
        try host.widget(kind: "ScrollView").send(.scroll(CGPoint(x: 0, y: 20)))
        host.flush()
        let geometry = try #require(log.geometry)
        #expect(geometry.contentOffset == CGPoint(x: 0, y: 20))
        #expect(geometry.contentSize == CGSize(width: 6, height: 30))
        #expect(geometry.containerSize == CGSize(width: 20, height: 10))
        #expect(geometry.visibleRect == rect(0, 20, 20, 10))
        #expect(geometry.contentInsets == EdgeInsets())
        #expect(
            geometry
                == ScrollGeometry(
                    contentOffset: CGPoint(x: 0, y: 20), contentSize: CGSize(width: 6, height: 30),
                    contentInsets: EdgeInsets(), containerSize: CGSize(width: 20, height: 10)))
    }

    @Test func anActionSeesTheOldAndNewValues() throws {
        var changes: [String] = []
        let host = HeadlessHost(
            ScrollView { VStack(spacing: 0) { ForEach(0..<30) { Text("Row \($0)") } } }
                .onScrollGeometryChange(for: Int.self, of: { Int($0.visibleRect.maxY) }) { old, new in
                    changes.append("\(old)→\(new)")
                }, width: 20, height: 10)
        host.flush()
        try host.widget(kind: "ScrollView").send(.scroll(CGPoint(x: 0, y: 8)))
        host.flush()
        #expect(changes == ["10→18"])
    }
}
