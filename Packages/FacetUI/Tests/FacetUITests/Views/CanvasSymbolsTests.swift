import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI

/// A canvas's symbol views: laid out at their ideal sizes, resolved by tag and drawn by the
/// renderer (a headless or terminal canvas unit is a cell wide and half a cell tall).
@MainActor @Suite struct CanvasSymbolsTests {
    private func displayList(_ view: some View, width: CGFloat = 12, height: CGFloat = 4) throws
        -> CanvasDisplayList
    {
        try HeadlessHost(view, width: width, height: height).content(CanvasDisplayList.self, kind: "Canvas")
    }

    @Test func aSymbolIsResolvedByItsTagAtItsIdealSize() throws {
        var sizes: [CGSize?] = []
        let list = try displayList(
            Canvas { context, _ in
                sizes = [context.resolveSymbol(id: 1)?.size, context.resolveSymbol(id: "hi")?.size]
                sizes.append(context.resolveSymbol(id: 2)?.size)
                if let mark = context.resolveSymbol(id: 1) {
                    context.draw(mark, at: CGPoint(x: 5, y: 3), anchor: .topLeading)
                    context.draw(mark, in: CGRect(x: 0, y: 0, width: 4, height: 4))
                }
            } symbols: {
                Color.red.frame(width: 2, height: 1).tag(1)
                Text("hi").tag("hi")
                Spacer()
            })
        #expect(sizes == [CGSize(width: 2, height: 2), CGSize(width: 2, height: 2), nil])
        #expect(
            list.items.map(\.command) == [
                .fill(Path(CGRect(x: 5, y: 3, width: 2, height: 2)), .color(.red), FillStyle()),
                .fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), .color(.red), FillStyle()),
            ])
    }

    @Test func theContextsStateAppliesToWhatASymbolDraws() throws {
        let list = try displayList(
            Canvas { context, _ in
                guard let mark = context.resolveSymbol(id: 0) else { return }
                context.opacity = 0.5
                context.translateBy(x: 1, y: 0)
                context.clip(to: Path(CGRect(x: 0, y: 0, width: 3, height: 3)))
                context.draw(mark, at: .zero, anchor: .topLeading)
            } symbols: {
                Rectangle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 1, height: 1).opacity(0.5)
                    .tag(0)
            })
        let item = try #require(list.items.first)
        #expect(
            item.command
                == .fill(
                    Path(CGRect(x: 1, y: 0, width: 1, height: 2)),
                    .color(Color(red: 0, green: 0, blue: 1).opacity(0.5).opacity(0.5)), FillStyle()))
        #expect(item.clips == [CanvasDisplayList.Clip(path: Path(CGRect(x: 1, y: 0, width: 3, height: 3)))])
    }

    @Test func aHiddenPartOfASymbolIsNotDrawnAndTextIsPlacedInItsFrame() throws {
        let list = try displayList(
            Canvas { context, _ in
                if let label = context.resolveSymbol(id: 0) {
                    context.draw(label, at: .zero, anchor: .topLeading)
                }
            } symbols: {
                HStack(spacing: 0) {
                    Text("ab")
                    Color.red.frame(width: 1, height: 1).hidden()
                    Text("c")
                }
                .tag(0)
            })
        #expect(list.items.count == 2)
        guard case .text(let first, let rect) = list.items[0].command,
            case .text(let second, let next) = list.items[1].command
        else {
            Issue.record("not text: \(list.items)")
            return
        }
        #expect(first.string == "ab" && rect == CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(second.string == "c" && next == CGRect(x: 3, y: 0, width: 1, height: 2))
    }

    @Test func aTerminalDrawsASymbolWhereverTheRendererPutsIt() {
        let canvas = Canvas { context, size in
            guard let star = context.resolveSymbol(id: "star") else { return }
            for x in stride(from: 0, to: size.width, by: 3) {
                context.draw(star, at: CGPoint(x: x, y: 0), anchor: .topLeading)
            }
        } symbols: {
            Image(systemName: "star.fill").tag("star")
        }
        #expect(TerminalHost(canvas, width: 8, height: 1).screen == "★  ★  ★")
    }

    /// A symbol that changes its own state once it appears.
    struct Blinker: View {
        @State var on = false
        var body: some View { Text(on ? "on" : "off").onAppear { on = true } }
    }

    struct Blinking: View {
        var body: some View {
            Canvas { context, _ in
                if let dot = context.resolveSymbol(id: 0) {
                    context.draw(dot, at: .zero, anchor: .topLeading)
                }
            } symbols: {
                Blinker().tag(0)
            }
        }
    }

    @Test func aSymbolsOwnStateChangeDrawsTheCanvasAgain() async throws {
        let host = HeadlessHost(Blinking(), width: 6, height: 1)
        func shown() -> String? {
            guard let list = try? host.content(CanvasDisplayList.self, kind: "Canvas"),
                case .text(let text, _)? = list.items.first?.command
            else { return nil }
            return text.string
        }
        #expect(await host.eventually { shown() == "on" })
    }
}
