import FacetInspector
import FacetUI
import Observation
import Testing

@Observable private final class Basket {
    var items: [String] = []
}

/// Reads the basket from the environment and owns its own `@State`.
private struct BasketSummary: View {
    @Environment(Basket.self) private var basket
    @State private var showsItems = false
    var body: some View {
        VStack {
            Text("\(basket.items.count) items")
            Button(showsItems ? "Hide" : "Show") { showsItems.toggle() }
            if showsItems { Text(basket.items.joined(separator: ", ")) }
        }
    }
}

private struct Shop: View {
    let basket: Basket
    @State private var limit = 1
    var body: some View {
        VStack {
            Button("Add apple") { basket.items.append("apple") }
            Stepper("Limit \(limit)", value: $limit)
            BasketSummary()
            Text("Lines").lineLimit(limit)
        }
        .environment(basket)
    }
}

/// Live state: actions change `@Observable` models, nested `@State` and environment
/// values, and the next read sees the change.
@MainActor @Suite struct LiveStateTests {
    @Test func anObservableModelInTheEnvironment() throws {
        let basket = Basket()
        let sut = try Shop(basket: basket).inspect()
        #expect(try sut.find(BasketSummary.self).vStack().text(0).string() == "0 items")
        try sut.find(button: "Add apple").tap()
        try sut.find(button: "Add apple").tap()
        #expect(basket.items == ["apple", "apple"])
        #expect(try sut.find(BasketSummary.self).vStack().text(0).string() == "2 items")
    }

    @Test func theNestedViewsOwnState() throws {
        let sut = try Shop(basket: Basket()).inspect()
        try sut.find(button: "Add apple").tap()
        try sut.find(button: "Show").tap()
        let summary = try sut.find(BasketSummary.self).vStack()
        #expect(try summary.text(2).string() == "apple")
        #expect(try summary.button(1).labelView().text().string() == "Hide")
        #expect(
            try sut.find(text: "apple").pathToRoot
                == "view(Shop.self).vStack().view(BasketSummary.self, 2).vStack().text(2)")
    }

    @Test func aModelChangedOutsideAnActionShowsAtTheNextRead() throws {
        let basket = Basket()
        let sut = try Shop(basket: basket).inspect()
        let count = try sut.find(BasketSummary.self).vStack().text(0)
        basket.items = ["pear"]
        // The same value reads the live node: the pending update is applied first.
        #expect(try count.string() == "1 items")
        #expect(
            try sut.find(text: "1 items").pathToRoot
                == "view(Shop.self).vStack().view(BasketSummary.self, 2).vStack().text(0)")
    }

    @Test func anEnvironmentValueFollowsState() throws {
        let sut = try Shop(basket: Basket()).inspect()
        #expect(try sut.find(text: "Lines").lineLimit() == 1)
        try sut.find(ViewType.Stepper.self).increment()
        #expect(try sut.find(text: "Lines").lineLimit() == 2)
        #expect(try sut.find(ViewType.Stepper.self).labelView().text().string() == "Limit 2")
    }
}
