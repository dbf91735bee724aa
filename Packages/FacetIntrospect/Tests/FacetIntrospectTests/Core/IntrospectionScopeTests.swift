@_spi(Internals) import FacetIntrospect
import FacetTerminal
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite struct IntrospectionScopeTests {
    @Test func ancestorScopeFindsTheNearestEnclosingScrollView() {
        let outer = Calls<ScrollViewWidget>()
        let inner = Calls<ScrollViewWidget>()
        let ancestor = Calls<ScrollViewWidget>()
        let receiver = Calls<ScrollViewWidget>()
        _ = TerminalHost(
            ScrollView {
                ScrollView {
                    Text("Row")
                        .introspect(
                            .scrollView, on: .terminal(.v1), scope: .ancestor, customize: ancestor.record()
                        )
                        .introspect(.scrollView, on: .terminal(.v1), customize: receiver.record())
                }
                .introspect(.scrollView, on: .terminal(.v1), customize: inner.record())
            }
            .introspect(.scrollView, on: .terminal(.v1), customize: outer.record()))
        #expect(ancestor.count == 1)
        #expect(ancestor.last === inner.last)
        #expect(inner.last !== outer.last)
        #expect(inner.last?.parent === outer.last)
        #expect(receiver.count == 0)  // the receiver is a Text: nothing happens
    }

    @Test func nestedIntrospectionsEachGetTheirOwnWidget() {
        let scrolls = Calls<ScrollViewWidget>()
        let fields = Calls<TextFieldWidget>()
        let model = Model()
        _ = TerminalHost(
            ScrollView {
                TextField("Inner", text: Bindable(model).text)
                    .introspect(.textField, on: .terminal(.v1), customize: fields.record())
            }
            .introspect(.scrollView, on: .terminal(.v1), customize: scrolls.record()))
        #expect(scrolls.count == 1)
        #expect(fields.count == 1)
        #expect(fields.last?.parent === scrolls.last)
    }

    @Test func rawBitsAreAnSPI() {
        #expect(IntrospectionScope.receiver.rawValue == 1)
        #expect(IntrospectionScope.ancestor.rawValue == 2)
        #expect(IntrospectionScope(rawValue: 3) == [.receiver, .ancestor])
    }
}
