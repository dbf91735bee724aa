import CGTK
import FacetGTK
import FacetIntrospect
import FacetTestSupport
import FacetUI
import Foundation
import Testing

@MainActor @Suite(.gtkAvailable)
struct DatePickerTypeTests {
    private let date = Date(timeIntervalSinceReferenceDate: 820_000_000)

    @Test func handsOverTheBoxOfTheDatePicker() throws {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            DatePicker("Due", selection: .constant(date))
                .introspect(.datePicker, on: .gtk(.v4_8), customize: calls.record()))
        #expect(calls.typeNames == ["GtkBox"])
        #expect(try #require(calls.last).content is DatePickerContent)
    }

    @Test func eachStyleMatchesItsOwnPickers() {
        let compact = Calls<GTKWidget>()
        let graphical = Calls<GTKWidget>()
        let wheel = Calls<GTKWidget>()
        let field = Calls<GTKWidget>()
        let stepperField = Calls<GTKWidget>()
        func all<V: View>(_ view: V) -> some View {
            view
                .introspect(.datePicker(style: .compact), on: .gtk(.v4_8), customize: compact.record())
                .introspect(.datePicker(style: .graphical), on: .gtk(.v4_8), customize: graphical.record())
                .introspect(.datePicker(style: .wheel), on: .gtk(.v4_8), customize: wheel.record())
                .introspect(.datePicker(style: .field), on: .gtk(.v4_8), customize: field.record())
                .introspect(
                    .datePicker(style: .stepperField), on: .gtk(.v4_8), customize: stepperField.record())
        }
        _ = GTKHost(
            VStack {
                all(DatePicker("A", selection: .constant(date)))
                all(DatePicker("B", selection: .constant(date)).datePickerStyle(.graphical))
                all(DatePicker("C", selection: .constant(date)).datePickerStyle(.wheel))
                all(DatePicker("D", selection: .constant(date)).datePickerStyle(.field))
                all(DatePicker("E", selection: .constant(date)).datePickerStyle(.stepperField))
                all(Stepper("F", value: .constant(1)))
            }, size: CGSize(width: 600, height: 900))
        #expect([compact, graphical, wheel, field, stepperField].map(\.count) == [1, 1, 1, 1, 1])
    }
}
