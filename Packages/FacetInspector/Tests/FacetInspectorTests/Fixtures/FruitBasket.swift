import FacetUI

/// A list of fruits whose button adds one: a custom view around a `ForEach`.
struct FruitBasket: View {
    @State var fruits = ["Apple", "Pear", "Plum"]
    var body: some View {
        List {
            ForEach(fruits, id: \.self) { Text($0) }
            Button("Add") { fruits.append("Fig") }
        }
    }
}
