import FacetUI

struct ContentView: View {
    @State private var checkAmount = 0.0
    @State private var numberOfPeople = 2
    @State private var tipPercentage = 20
    @FocusState private var amountIsFocused: Bool

    private let tipPercentages = [10, 15, 20, 25, 0]
    private let currencyCode = Locale.current.currency?.identifier ?? "USD"

    private var totalPerPerson: Double {
        let tipValue = checkAmount / 100 * Double(tipPercentage)
        return (checkAmount + tipValue) / Double(numberOfPeople)
    }

    private var grandTotal: Double {
        checkAmount + checkAmount / 100 * Double(tipPercentage)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Amount", value: $checkAmount, format: .currency(code: currencyCode))
                        .keyboardType(.decimalPad)
                        .focused($amountIsFocused)
                    Stepper("\(numberOfPeople) people", value: $numberOfPeople, in: 1...20)
                }

                Section("How much tip do you want to leave?") {
                    Picker("Tip percentage", selection: $tipPercentage) {
                        ForEach(tipPercentages, id: \.self) {
                            Text($0, format: .percent)
                        }
                    }
                    .pickerStyle(.segmented)
                }

                Section("Total with tip") {
                    Text(grandTotal, format: .currency(code: currencyCode))
                }

                Section("Amount per person") {
                    Text(totalPerPerson, format: .currency(code: currencyCode))
                        .font(.title2)
                        .foregroundStyle(tipPercentage == 0 ? .red : .primary)
                }
            }
            .navigationTitle("Tips")
            .toolbar {
                if amountIsFocused {
                    Button("Done") {
                        amountIsFocused = false
                    }
                }
            }
        }
    }
}
