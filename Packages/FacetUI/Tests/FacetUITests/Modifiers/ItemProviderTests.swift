import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@_spi(Inspection) @testable import FacetUICore

@MainActor @Suite struct ItemProviderTests {
    @Test func aProviderLoadsTheRepresentationRegisteredForAType() throws {
        let provider = NSItemProvider()
        provider.suggestedName = "note.txt"
        provider.registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .all) {
            $0(Data("Hello".utf8), nil)
            return nil
        }
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.utf8-plain-text"))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.png"))
        #expect(provider.suggestedName == "note.txt")
        nonisolated(unsafe) var loaded: Data?
        let progress = provider.loadDataRepresentation(forTypeIdentifier: "public.utf8-plain-text") {
            data, _ in
            loaded = data
        }
        #expect(loaded == Data("Hello".utf8))
        #expect(progress.fractionCompleted == 1)
    }

    @Test func loadingAnUnregisteredTypeGivesAnError() {
        nonisolated(unsafe) var failure: (any Error)?
        NSItemProvider().loadDataRepresentation(forTypeIdentifier: "public.png") { _, error in failure = error
        }
        #expect(failure?.localizedDescription == "No representation of type public.png is registered")
    }

    @Test func theModifierKeepsItsActionAndChangesNothingOnScreen() {
        let plain = HeadlessHost(Text("Note"), width: 10, height: 1)
        let providing = HeadlessHost(Text("Note").itemProvider { NSItemProvider() }, width: 10, height: 1)
        #expect(providing.dump == plain.dump)
        let modifier =
            providing.node { $0.appliedModifier is ItemProviderModifier }?.appliedModifier
            as? ItemProviderModifier
        #expect(modifier?.action?() != nil)
    }
}
