import FacetIntrospect
import FacetTerminal
import FacetTestSupport
import FacetUI
import Foundation
import Testing

@MainActor @Suite struct DatePickerTypeTests {
    private let date = Date(timeIntervalSinceReferenceDate: 820_000_000)

    @Test func handsOverTheDatePickerWidget() {
        let calls = Calls<DatePickerWidget>()
        _ = TerminalHost(
            DatePicker("Due", selection: .constant(date))
                .introspect(.datePicker, on: .terminal(.v1), customize: calls.record()))
        #expect(calls.classNames == ["DatePickerWidget"])
        #expect(calls.last?.date == date)
        #expect(calls.last?.resolvedStyle == .compact)
    }

    @Test func eachStyleMatchesItsOwnPickers() {
        let compact = Calls<DatePickerWidget>()
        let graphical = Calls<DatePickerWidget>()
        let wheel = Calls<DatePickerWidget>()
        let field = Calls<DatePickerWidget>()
        let stepperField = Calls<DatePickerWidget>()
        func all<V: View>(_ view: V) -> some View {
            view
                .introspect(.datePicker(style: .compact), on: .terminal(.v1), customize: compact.record())
                .introspect(.datePicker(style: .graphical), on: .terminal(.v1), customize: graphical.record())
                .introspect(.datePicker(style: .wheel), on: .terminal(.v1), customize: wheel.record())
                .introspect(.datePicker(style: .field), on: .terminal(.v1), customize: field.record())
                .introspect(
                    .datePicker(style: .stepperField), on: .terminal(.v1), customize: stepperField.record())
        }
        _ = TerminalHost(
            VStack {
                all(DatePicker("A", selection: .constant(date)))
                all(DatePicker("B", selection: .constant(date)).datePickerStyle(.graphical))
                all(DatePicker("C", selection: .constant(date)).datePickerStyle(.wheel))
                all(DatePicker("D", selection: .constant(date)).datePickerStyle(.field))
                all(DatePicker("E", selection: .constant(date)).datePickerStyle(.stepperField))
                all(Stepper("F", value: .constant(1)))
            }, width: 40, height: 30)
        #expect([compact, graphical, wheel, field, stepperField].map(\.count) == [1, 1, 1, 1, 1])
        #expect(graphical.last?.resolvedStyle == .graphical && wheel.last?.resolvedStyle == .wheel)
    }
}
