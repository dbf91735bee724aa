import FacetInspector
import FacetUI
import Testing

@MainActor private final class Calls {
    var count = 0
}

private struct Card: View {
    @State private var isFlipped = false
    var body: some View {
        VStack {
            Button("Flip") { withAnimation(.easeIn) { isFlipped.toggle() } }
            Text(isFlipped ? "Back" : "Front")
        }
    }
}

private struct Badge: View, Equatable {
    let count: Int
    var body: some View { Text("\(count)") }
}

/// `callTransaction()` (ViewInspector's), `animation()` and `updateTransaction()`.
@MainActor @Suite struct AnimationModifiersTests {
    @Test func callTransactionRunsTheTransformOnANewTransaction() throws {
        let calls = Calls()
        let sut = EmptyView().transaction { transaction in
            #expect(transaction.animation == nil)
            calls.count += 1
        }
        try sut.inspect().emptyView().callTransaction()
        #expect(calls.count == 1)
    }

    @Test func callTransactionWithoutTheModifierThrows() throws {
        let sut = Text("Plain").animation(.easeIn, value: 1)
        #expect(throws: InspectionError.self) { try sut.inspect().text().callTransaction() }
        do {
            try sut.inspect().text().callTransaction()
        } catch {
            #expect("\(error)".hasPrefix("Text does not have 'transaction' modifier"))
        }
    }

    @Test func modifiersAreTransparentToNavigation() throws {
        #expect(throws: Never.self) { try EmptyView().animation(.easeInOut, value: 5).inspect().emptyView() }
        #expect(throws: Never.self) { try EmptyView().transaction { _ in }.inspect().emptyView() }
        #expect(throws: Never.self) {
            try EmptyView().transaction(value: 2) { $0.disablesAnimations = true }.inspect().emptyView()
        }
        #expect(try Badge(count: 3).animation(.linear).inspect().find(text: "3").string() == "3")
    }

    @Test func bodyScopedModifiersAreTransparentToo() throws {
        let sut = Text("Score").animation(.easeIn) { content in content.opacity(0.5) }
        #expect(try sut.inspect().text().string() == "Score")
        #expect(try sut.inspect().text().opacity() == 0.5)
        let scoped = Text("Total").transaction {
            $0.animation = nil
        } body: { content in
            content.padding(2)
        }
        #expect(try scoped.inspect().text().string() == "Total")
    }

    @Test func animationReadsTheImplicitAnimation() throws {
        #expect(try Text("A").animation(.easeInOut, value: 5).inspect().text().animation() == .easeInOut)
        #expect(try Text("A").animation(nil, value: 5).inspect().text().animation() == nil)
        #expect(try Badge(count: 1).animation(.snappy).inspect().animation() == .snappy)
        do {
            _ = try Text("A").inspect().text().animation()
            Issue.record("no animation modifier")
        } catch {
            #expect("\(error)".hasPrefix("Text does not have 'animation' modifier"))
        }
    }

    @Test func updateTransactionTellsHowAChangeReachedTheView() throws {
        let sut = try Card().inspect()
        #expect(try sut.find(text: "Front").updateTransaction().animation == nil)
        try sut.find(button: "Flip").tap()
        #expect(try sut.find(text: "Back").updateTransaction().animation == .easeIn)
    }

    @Test func aTransitionIsTransparentAndItsEffectsAreNotTheViewsModifiers() throws {
        #expect(throws: Never.self) { try EmptyView().transition(.slide).inspect().emptyView() }
        #expect(try Text("Note").transition(.offset(.zero)).inspect().text().string() == "Note")
        let faded = Text("Faded").opacity(0.5).transition(.opacity.combined(with: .scale))
        #expect(try faded.inspect().text().opacity() == 0.5, "the view's own opacity, not the transition's")
        let plain = Text("Plain").transition(.opacity)
        #expect(throws: InspectionError.self) { try plain.inspect().text().opacity() }
    }
}
