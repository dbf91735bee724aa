import FacetUI

struct ContentView: View {
    @State private var expenses = Expenses()
    @State private var showingAddExpense = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(expenses.items) { item in
                    HStack {
                        VStack(alignment: .leading) {
                            Text(item.name)
                                .font(.headline)
                            Text(item.type)
                        }

                        Spacer()

                        Text(item.amount, format: .currency(code: "USD"))
                            .amountStyle(for: item.amount)
                    }
                }
                .onDelete(perform: removeItems)
            }
            .navigationTitle("Expenses")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add Expense", systemImage: "plus") {
                        showingAddExpense = true
                    }
                }
            }
            .sheet(isPresented: $showingAddExpense) {
                AddView(expenses: expenses)
            }
        }
    }

    func removeItems(at offsets: IndexSet) {
        expenses.items.remove(atOffsets: offsets)
    }
}

struct AmountStyle: ViewModifier {
    let amount: Double

    func body(content: Content) -> some View {
        if amount < 10 {
            content
                .foregroundStyle(.green)
        } else if amount < 100 {
            content
                .foregroundStyle(.orange)
        } else {
            content
                .foregroundStyle(.red)
                .bold()
        }
    }
}

extension View {
    func amountStyle(for amount: Double) -> some View {
        modifier(AmountStyle(amount: amount))
    }
}
