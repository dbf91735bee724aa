import FacetUI

struct SettingsView: View {
    @AppStorage("username") private var username = "Anonymous"
    @AppStorage("notificationsEnabled") private var notificationsEnabled = true
    @AppStorage("soundsEnabled") private var soundsEnabled = true
    @AppStorage("reminderTime") private var reminderTime = SettingsView.defaultReminderTime
    @AppStorage("startDate") private var startDate = SettingsView.defaultStartDate
    @AppStorage("appearance") private var appearance = Appearance.system
    @AppStorage("fontSize") private var fontSize = 14.0

    @State private var showingResetConfirmation = false

    static let defaultReminderTime =
        Calendar.current.date(from: DateComponents(year: 2025, month: 1, day: 1, hour: 8, minute: 0)) ?? .now
    static let defaultStartDate =
        Calendar.current.date(from: DateComponents(year: 2025, month: 1, day: 1)) ?? .now

    var body: some View {
        NavigationStack {
            Form {
                Section("Profile") {
                    TextField("Username", text: $username)
                    LabeledContent("Version", value: "1.0")
                }

                Section {
                    Toggle("Notifications", isOn: $notificationsEnabled)
                    Toggle("Sounds", isOn: $soundsEnabled)
                        .disabled(!notificationsEnabled)
                    DatePicker("Reminder", selection: $reminderTime, displayedComponents: .hourAndMinute)
                } header: {
                    Text("Notifications")
                } footer: {
                    Text("You get one reminder a day.")
                }

                Section("Appearance") {
                    Picker("Theme", selection: $appearance) {
                        ForEach(Appearance.allCases) { appearance in
                            Text(appearance.rawValue.capitalized)
                                .tag(appearance)
                        }
                    }
                    .pickerStyle(.menu)

                    LabeledContent("Font size", value: fontSize, format: .number)
                    Slider(value: $fontSize, in: 10...24, step: 1) {
                        Text("Font size")
                    } minimumValueLabel: {
                        Text("A").font(.caption)
                    } maximumValueLabel: {
                        Text("A").font(.title)
                    }
                }

                Section {
                    DatePicker("Start date", selection: $startDate, displayedComponents: .date)
                } footer: {
                    Text("Statistics are counted from this day.")
                }

                Section {
                    Button("Reset All Settings", role: .destructive) {
                        showingResetConfirmation = true
                    }
                }
            }
            .navigationTitle("Settings")
            .confirmationDialog(
                "Reset all settings?", isPresented: $showingResetConfirmation, titleVisibility: .visible
            ) {
                Button("Reset", role: .destructive, action: reset)
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Every setting goes back to its default value.")
            }
        }
        .preferredColorScheme(appearance.colorScheme)
    }

    func reset() {
        username = "Anonymous"
        notificationsEnabled = true
        soundsEnabled = true
        reminderTime = Self.defaultReminderTime
        startDate = Self.defaultStartDate
        appearance = .system
        fontSize = 14
    }
}
