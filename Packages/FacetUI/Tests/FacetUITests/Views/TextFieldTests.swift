import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

private struct NameForm: View {
    @State var name = "Ann"
    var body: some View {
        VStack(alignment: .leading) {
            TextField("Name", text: $name)
            Button("Reset") { name = "" }
        }
    }
}

private struct Echo: View {
    @State var text = ""
    var body: some View {
        VStack {
            TextField("Type", text: $text)
            Text("Echo: \(text)")
        }
    }
}

@MainActor @Suite struct TextFieldTests {
    @Test func takesTheProposedWidthAndOneLine() {
        let host = HeadlessHost(TextField("Name", text: .constant("")), width: 20, height: 3)
        #expect(host.dump == "TextField (0, 1, 20, 1)")
    }

    @Test func roundedBorderAddsABox() throws {
        let host = HeadlessHost(
            TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).frame(width: 12),
            width: 20, height: 5)
        #expect(host.dump == "TextField (4, 1, 12, 3)")
        #expect(try host.content(TextFieldContent.self, kind: "TextField").style == .roundedBorder)
    }

    @Test func typingWritesTheBindingAndUpdatesTheWidgetAndReaders() throws {
        let host = HeadlessHost(Echo())
        try host.widget(kind: "TextField").send(.text("abc"))
        let counters = host.flush()
        let content = try host.content(TextFieldContent.self, kind: "TextField")
        #expect(content.text == "abc")
        #expect(host.backend.widget(text: "Echo: abc") != nil)
        #expect(counters.bodiesEvaluated == 1)
        #expect(counters.widgetsUpdated == 2)  // the field and the echo
    }

    @Test func bindingWrittenElsewhereUpdatesOnlyTheField() throws {
        let host = HeadlessHost(NameForm())
        #expect(try host.content(TextFieldContent.self, kind: "TextField").text == "Ann")
        try host.widget(kind: "Button").send(.activate)
        let counters = host.flush()
        let field = try host.widget(kind: "TextField")
        #expect((field.content as? TextFieldContent)?.text == "")
        #expect(counters.bodiesEvaluated == 0)
        #expect(counters.widgetsUpdated == 1)
        #expect(field.updateCount == 1)
    }

    @Test func contentCarriesPlaceholderPromptAxisAndStyle() throws {
        let host = HeadlessHost(
            VStack {
                TextField("Title", text: .constant(""), prompt: Text("Required"), axis: .vertical)
                    .textFieldStyle(.plain)
            })
        let content = try host.content(TextFieldContent.self, kind: "TextField")
        #expect(
            content
                == TextFieldContent(
                    text: "", placeholder: "Required", isSecure: false, axis: .vertical, style: .plain,
                    isEnabled: true))
    }

    @Test func keyboardTypeReachesTheFieldsBelow() throws {
        let host = HeadlessHost(
            VStack {
                TextField("Amount", value: .constant(1.5), format: .number)
                SecureField("PIN", text: .constant("")).keyboardType(.numberPad)
            }
            .keyboardType(.decimalPad))
        #expect(try host.content(TextFieldContent.self, kind: "TextField").keyboardType == .decimalPad)
        #expect(try host.content(TextFieldContent.self, kind: "SecureField").keyboardType == .numberPad)
        let plain = HeadlessHost(TextField("Name", text: .constant("")))
        #expect(try plain.content(TextFieldContent.self, kind: "TextField").keyboardType == .default)
        #expect(UIKeyboardType.decimalPad.rawValue == 8 && UIKeyboardType(rawValue: 6) == .namePhonePad)
    }

    @Test func labelViewGivesThePlaceholder() throws {
        let host = HeadlessHost(TextField(text: .constant("")) { Text("Email").bold() })
        #expect(try host.content(TextFieldContent.self, kind: "TextField").placeholder == "Email")
    }

    @Test func verticalAxisGrowsWithWrappedText() {
        let text = "one two three four"
        let host = HeadlessHost(TextField("T", text: .constant(text), axis: .vertical), width: 10, height: 6)
        // 9 cells for text (one for the cursor): "one two" / "three" / "four".
        #expect(host.dump == "TextField (0, 2, 10, 3)")
    }

    @Test func disabledFieldIgnoresTyping() throws {
        let host = HeadlessHost(Echo().disabled(true))
        try host.widget(kind: "TextField").send(.text("x"))
        host.flush()
        #expect(try host.content(TextFieldContent.self, kind: "TextField").text == "")
        #expect(try host.content(TextFieldContent.self, kind: "TextField").isEnabled == false)
    }

    // MARK: Formatted values

    @Test func aFormattedFieldShowsItsValueAndParsesWhenEditingEnds() throws {
        struct Amount: View {
            @State var amount = 12.5
            var body: some View {
                VStack {
                    TextField("Amount", value: $amount, format: .number)
                    Text("Value: \(amount)")
                }
                .environment(\.locale, Locale(identifier: "en_US"))
            }
        }
        let host = HeadlessHost(Amount())
        let field = try host.widget(kind: "TextField")
        #expect(try host.content(TextFieldContent.self, kind: "TextField").text == "12.5")
        // Typing keeps a draft: the value changes only when editing ends.
        field.send(.text("1,024.75"))
        host.flush()
        #expect(try host.content(TextFieldContent.self, kind: "TextField").text == "1,024.75")
        #expect(host.texts.contains("Value: 12.5"))
        field.send(.submit)
        host.flush()
        #expect(host.texts.contains("Value: 1024.75"))
        #expect(try host.content(TextFieldContent.self, kind: "TextField").text == "1,024.75")
        // Invalid text is dropped when the field loses focus: the last valid value shows.
        field.send(.text("lots"))
        host.flush()
        field.send(.focus(false))
        host.flush()
        #expect(host.texts.contains("Value: 1024.75"))
        #expect(try host.content(TextFieldContent.self, kind: "TextField").text == "1,024.75")
    }

    @Test func aFormattedFieldFollowsTheLocaleAndAValueWrittenElsewhere() throws {
        struct Price: View {
            @State var price = 1234.5
            var body: some View {
                VStack {
                    TextField("Price", value: $price, format: .number)
                    Button("Double") { price *= 2 }
                }
                .environment(\.locale, Locale(identifier: "de_DE"))
            }
        }
        let host = HeadlessHost(Price())
        #expect(try host.content(TextFieldContent.self, kind: "TextField").text == "1.234,5")
        host.send(.activate, toText: "Double")
        host.flush()
        #expect(try host.content(TextFieldContent.self, kind: "TextField").text == "2.469")
        // Typed text is parsed in the same locale.
        let field = try host.widget(kind: "TextField")
        field.send(.text("3,5"))
        field.send(.submit)
        host.flush()
        #expect(try host.content(TextFieldContent.self, kind: "TextField").text == "3,5")
    }

    @Test func anOptionalValueIsNilForEmptyText() throws {
        struct Age: View {
            @State var age: Int? = 30
            var body: some View {
                VStack {
                    TextField("Age", value: $age, format: .number)
                    Text(age.map { "Age \($0)" } ?? "No age")
                }
            }
        }
        let host = HeadlessHost(Age())
        let field = try host.widget(kind: "TextField")
        field.send(.text(""))
        field.send(.submit)
        host.flush()
        #expect(host.texts.contains("No age"))
        #expect(try host.content(TextFieldContent.self, kind: "TextField").text == "")
        field.send(.text("41"))
        field.send(.submit)
        host.flush()
        #expect(host.texts.contains("Age 41"))
    }

    @Test func aNumberFormatterParsesIntoTheBoundType() throws {
        struct Count: View {
            @State var count = 3
            let formatter: NumberFormatter
            var body: some View {
                VStack {
                    TextField("Count", value: $count, formatter: formatter)
                    Text("Count \(count)")
                }
            }
        }
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        let host = HeadlessHost(Count(formatter: formatter))
        #expect(try host.content(TextFieldContent.self, kind: "TextField").text == "3")
        let field = try host.widget(kind: "TextField")
        field.send(.text("17"))
        field.send(.submit)
        host.flush()
        #expect(host.texts.contains("Count 17"))
    }

    @Test func returnInAFormattedFieldRunsTheSubmitActionsAfterTheValueIsWritten() throws {
        struct Submitting: View {
            @State var value = 1
            @State var submitted = ""
            var body: some View {
                VStack {
                    TextField("N", value: $value, format: .number).onSubmit { submitted = "got \(value)" }
                    Text(submitted)
                }
            }
        }
        let host = HeadlessHost(Submitting())
        let field = try host.widget(kind: "TextField")
        field.send(.text("5"))
        field.send(.submit)
        host.flush()
        #expect(host.texts.contains("got 5"))
    }
}
