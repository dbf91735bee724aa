import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@_spi(Inspection) @testable import FacetUICore

/// A lazy list whose scroll position is bound to state, shown in a caption.
private struct Positioned: View {
    var anchor: UnitPoint? = nil
    @State private var position: Int?
    var body: some View {
        VStack(spacing: 0) {
            Text("At \(position.map(String.init) ?? "none")")
            Button("Go") { position = 300 }.buttonStyle(.plain)
            ScrollView {
                LazyVStack(alignment: .leading) { ForEach(0..<1000) { Text("Row \($0)") } }
            }
            .scrollPosition(id: $position, anchor: anchor)
        }
    }
}

@MainActor @Suite struct ScrollPositionTests {
    private func offset(_ host: HeadlessHost) throws -> CGPoint {
        try host.content(ScrollViewContent.self, kind: "ScrollView").offset
    }

    @Test func userScrollingWritesTheFirstVisibleRowsID() throws {
        let host = HeadlessHost(Positioned(), width: 20, height: 12)
        host.flush()
        #expect(host.backend.widget(text: "At none") != nil)
        try host.widget(kind: "ScrollView").send(.scroll(CGPoint(x: 0, y: 40)))
        host.flush()
        #expect(host.backend.widget(text: "At 40") != nil)
        try host.widget(kind: "ScrollView").send(.scroll(CGPoint(x: 0, y: 123)))
        host.flush()
        #expect(host.backend.widget(text: "At 123") != nil)
        #expect(try offset(host) == CGPoint(x: 0, y: 123))
    }

    @Test func settingTheBindingScrollsToTheRow() throws {
        let host = HeadlessHost(Positioned(), width: 20, height: 12)
        host.flush()
        host.send(.activate, toText: "Go")
        host.flush()
        #expect(try offset(host) == CGPoint(x: 0, y: 300))
        #expect(host.backend.widget(text: "At 300") != nil)
        #expect(host.frame(of: "Row 300")?.minY == 302)  // below the caption and the button
    }

    @Test func theAnchorPlacesTheRowAndPicksTheRowReported() throws {
        let host = HeadlessHost(Positioned(anchor: .bottom), width: 20, height: 12)
        host.flush()
        host.send(.activate, toText: "Go")
        host.flush()
        #expect(try offset(host) == CGPoint(x: 0, y: 291))  // row 300 on the last line
        try host.widget(kind: "ScrollView").send(.scroll(CGPoint(x: 0, y: 50)))
        host.flush()
        #expect(host.backend.widget(text: "At 59") != nil)  // the row on the last line
    }
}

/// A bound position and a reader's proxy over the same scroll view.
private struct ReaderPositioned: View {
    let box: ProxyBox
    @State private var position: Int?
    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                Text("At \(position.map(String.init) ?? "none")")
                ScrollView {
                    LazyVStack(alignment: .leading) { ForEach(0..<1000) { Text("Row \($0)") } }
                }
                .scrollPosition(id: $position)
            }
            .onAppear { box.proxy = proxy }
        }
    }
}

@MainActor @Suite struct ScrollPositionProxyTests {
    @Test func scrollingWithTheProxyUpdatesTheBinding() throws {
        let box = ProxyBox()
        let host = HeadlessHost(ReaderPositioned(box: box), width: 20, height: 11)
        host.flush()
        try #require(box.proxy).scrollTo(700, anchor: .center)
        host.flush()
        #expect(host.backend.widget(text: "At 700") != nil)
        #expect(try host.content(ScrollViewContent.self, kind: "ScrollView").offset == CGPoint(x: 0, y: 696))
    }
}
