import FacetUI

/// A form with every control, bound to local state.
struct SettingsForm: View {
    @State private var name = ""
    @State private var password = ""
    @State private var notifications = true
    @State private var volume = 0.4
    @State private var copies = 1
    @State private var flavor = "Vanilla"
    @State private var showsAlert = false

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Name", text: $name)
            SecureField("Password", text: $password)
            Toggle("Notifications", isOn: $notifications)
            HStack {
                Text("Volume")
                Slider(value: $volume, in: 0...1, step: 0.1)
            }
            Stepper("Copies: \(copies)", value: $copies, in: 1...10)
            Picker("Flavor", selection: $flavor) {
                ForEach(["Vanilla", "Chocolate", "Mint"], id: \.self) { Text($0) }
            }
            .pickerStyle(.segmented)
            ProgressView(value: volume)
            Button("Save") { showsAlert = true }
                .buttonStyle(.borderedProminent)
            Text(name.isEmpty ? "Type a name above" : "Hello, \(name)!").foregroundStyle(.secondary)
        }
        .alert("Saved", isPresented: $showsAlert) {
            Button("OK", role: .cancel) {}
        } message: {
            Text("\(flavor), \(copies) copies")
        }
    }
}
