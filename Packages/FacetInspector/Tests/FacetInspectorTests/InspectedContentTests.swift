import FacetUI
@_spi(Inspection) import FacetUICore
import Foundation
import Testing

@testable import FacetInspector

private struct Tagging: ViewModifier {
    func body(content: Content) -> some View {
        content.onAppear {}
    }
}

private struct Framing: ViewModifier {
    func body(content: Content) -> some View {
        HStack {
            Text("*")
            content.padding(4).allowsHitTesting(true).overlay(Text("o"))
        }
    }
}

private final class Library: ObservableObject {
    @Published var title = "Shelf"
}

/// ViewInspector's internal `content` of an inspected view: its value and the modifiers
/// reaching it (`medium`), read from the live graph.
@MainActor @Suite struct InspectedContentTests {
    @Test func theViewValueInsideItsModifiers() throws {
        let sut = try VStack { Text("A").padding() }.padding().inspect()
        #expect(try sut.vStack().text(0).content.view as? Text == Text("A"))
        #expect(sut.content.view is VStack<ModifiedContent<Text, PaddingModifier>>)
    }

    @Test func theViewsOwnModifiersResetAtAContainer() throws {
        let sut = try VStack { Text("A").padding().offset(x: 2) }.padding().inspect()
        #expect(sut.content.medium.viewModifiers.count == 1)
        let text = try sut.vStack().text(0).content.medium
        #expect(text.viewModifiers.count == 2)
        #expect(text.viewModifiers.first is OffsetModifier && text.viewModifiers.last is PaddingModifier)
    }

    @Test func aCustomModifierBringsTheModifiersItsBodyAppliesToTheContent() throws {
        let sut = try Text("T").padding().modifier(Tagging()).padding().inspect().text()
        let modifiers = sut.content.medium.viewModifiers
        #expect(modifiers.count == 4)
        #expect(modifiers[1] is Tagging)
        #expect(modifiers[0] is PaddingModifier && modifiers[3] is PaddingModifier)
        #expect(!(modifiers[2] is PaddingModifier))
    }

    @Test func aBodysLayersAndTransitiveModifiersAreNotTheViewsOwn() throws {
        let medium = try Text("T").modifier(Framing()).inspect().text().content.medium
        #expect(medium.viewModifiers.count == 2)
        #expect(medium.viewModifiers[0] is Framing && medium.viewModifiers[1] is PaddingModifier)
        #expect(medium.transitiveViewModifiers.count == 1)
    }

    @Test func transitiveModifiersAreInheritedFromEnclosingViews() throws {
        let sut = try VStack { Text("A").allowsHitTesting(true).disabled(false) }.hidden().inspect()
        let medium = try sut.vStack().text(0).content.medium
        #expect(medium.transitiveViewModifiers.count == 3)
        #expect(medium.viewModifiers.isEmpty)
        #expect(try sut.vStack().content.medium.transitiveViewModifiers.count == 1)
    }

    @Test func environmentWritersAndObjectsAreListedApart() throws {
        let library = Library()
        let sut = try VStack { Text("A").environment(\.lineLimit, 2) }
            .environment(\.font, .headline).environmentObject(library).inspect()
        let medium = try sut.vStack().text(0).content.medium
        #expect(medium.environmentModifiers.count == 2)
        #expect(medium.environmentModifiers.first is _EnvironmentKeyWritingModifier<Font?>)
        #expect(medium.environmentObjects.count == 1)
        #expect(medium.environmentObjects.first === library)
        #expect(medium.viewModifiers.isEmpty)
    }

    @Test func aMenusItemsAreStillReachedByContent() throws {
        let sut = try Menu("File") {
            Button("Open") {}
            Button("Save") {}
        }.inspect()
        #expect(try sut.menu().content().button(1).labelView().text().string() == "Save")
        #expect(try sut.menu().content.view is Menu<Text, TupleView<(Button<Text>, Button<Text>)>>)
    }

    @Test func mediumHelpers() {
        let medium = InspectedContent.Medium(
            viewModifiers: [1], transitiveViewModifiers: [2], environmentModifiers: [3],
            environmentObjects: [])
        let appended = medium.appending(medium)
        #expect(appended.viewModifiers.count == 2 && appended.environmentModifiers.count == 2)
        let reset = appended.resettingViewModifiers()
        #expect(reset.viewModifiers.isEmpty && reset.transitiveViewModifiers.count == 2)
        #expect(
            InspectedContent.Medium.empty.viewModifiers.isEmpty
                && InspectedContent("x").medium.environmentObjects.isEmpty)
    }
}
