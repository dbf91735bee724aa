import FacetInspector
import FacetUI
import Testing

private struct Search: View {
    @State var query = ""
    @State var log: [String] = []
    var body: some View {
        VStack {
            TextField("Query", text: $query)
                .onSubmit { log.append("field") }
                .onChange(of: query) { old, new in log.append("\(old)→\(new)") }
            Text(log.joined(separator: ","))
        }
        .onSubmit { log.append("form") }
    }
}

private struct Tagger: View {
    @State var log: [String] = []
    var body: some View {
        VStack {
            TextField("Tags", text: .constant("")).onSubmit { log.append("tags") }.submitScope()
            TextField("Name", text: .constant("")).submitScope(false)
            Text(log.joined(separator: ","))
        }
        .onSubmit { log.append("form") }
    }
}

/// `callOnChange(…)`, `callOnSubmit(of:)` (a modifier's action run directly) and
/// `submitScope()`.
@MainActor @Suite struct EventActionModifiersTests {
    @Test func callOnChangeRunsTheActionAndChangesState() throws {
        let sut = try Search().inspect()
        try sut.vStack().textField(0).callOnChange(newValue: "b")
        #expect(try sut.vStack().text(1).string() == "→b")
        try sut.find(ViewType.TextField.self).callOnChange(oldValue: "a", newValue: "c")
        #expect(try sut.vStack().text(1).string() == "→b,a→c")
        try sut.vStack().textField(0).setInput("q")
        #expect(try sut.vStack().text(1).string() == "→b,a→c,→q")
    }

    @Test func callOnSubmitRunsOnlyThatModifiersAction() throws {
        let sut = try Search().inspect()
        try sut.vStack().callOnSubmit()
        #expect(try sut.vStack().text(1).string() == "form")
        try sut.vStack().textField(0).callOnSubmit(of: .text)
        #expect(try sut.vStack().text(1).string() == "form,field")
        try sut.vStack().textField(0).callOnSubmit()
        #expect(try sut.vStack().text(1).string() == "form,field,field,form")
    }

    @Test func errorMessages() throws {
        let sut = try Search().inspect().vStack()
        let missing = #expect(throws: InspectionError.self) { try sut.text(1).callOnChange(newValue: 1) }
        #expect(missing?.description == "Text does not have 'onChange' modifier")
        let index = #expect(throws: InspectionError.self) {
            try sut.textField(0).callOnChange(newValue: "x", index: 1)
        }
        #expect(
            index?.description
                == "TextField does not have 'onChange' modifier at index 1 (it has: onSubmit, onChange)")
        let type = #expect(throws: InspectionError.self) { try sut.textField(0).callOnChange(newValue: 1) }
        #expect(type?.description == "Type mismatch: Int is not the type onChange observes")
        let submit = #expect(throws: InspectionError.self) { try sut.text(1).callOnSubmit() }
        #expect(submit?.description == "Text does not have 'onSubmit' modifier")
        let trigger = #expect(throws: InspectionError.self) { try sut.callOnSubmit(of: .search) }
        #expect(trigger?.description == "VStack does not have 'onSubmit' callback")
        let wrong = #expect(throws: InspectionError.self) { try sut.toggle(0) }
        #expect(
            wrong?.description == "view(Search.self).vStack().toggle(0) found TextField instead of Toggle")
    }

    @Test func submitScopeBlocksTheEnclosingActions() throws {
        let sut = try Tagger().inspect().vStack()
        #expect(try sut.textField(0).submitScope())
        #expect(try sut.textField(1).submitScope() == false)
        // Return in the scoped field runs its own action only; in the other, the form's.
        try sut.textField(0).callOnSubmit()
        try sut.textField(1).callOnSubmit()
        #expect(try sut.text(2).string() == "tags,form")
        let missing = #expect(throws: InspectionError.self) { try sut.text(2).submitScope() }
        #expect(missing?.description == "Text does not have 'submitScope' modifier")
    }

    @Test func callOnChangeFindsTheModifierObservingTheValuesType() throws {
        var calls: [String] = []
        let sut = EmptyView()
            .onChange(of: "initial") { old, new in calls.append("string \(old) -> \(new)") }
            .onChange(of: 1) { old, new in calls.append("int \(old) -> \(new)") }
            .onChange(of: Optional("optional")) { _, new in calls.append("optional \(new ?? "nil")") }
        let view = try sut.inspect().emptyView()
        try view.callOnChange(newValue: 5)
        try view.callOnChange(newValue: "new")
        // A value of the wrapped type reaches the modifier observing an optional.
        try view.callOnChange(newValue: "wrapped", index: 1)
        #expect(calls == ["int 1 -> 5", "string initial -> new", "optional wrapped"])
        let missing = #expect(throws: InspectionError.self) { try view.callOnChange(newValue: "x", index: 2) }
        #expect(missing?.localizedDescription == "EmptyView does not have 'onChange' modifier at index 2")
    }

    @available(*, deprecated)
    @Test func callOnChangeRunsTheDeprecatedOneValueForm() throws {
        var received: [Int] = []
        let sut = EmptyView().onChange(of: 1) { received.append($0) }
        try sut.inspect().emptyView().callOnChange(newValue: 7)
        #expect(received == [7])
    }
}
