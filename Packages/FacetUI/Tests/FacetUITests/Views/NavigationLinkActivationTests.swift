import FacetTestSupport
import Foundation
import Observation
import Testing

@testable import FacetUI
@testable import FacetUICore

/// What the bound links below show, changed by the tests from outside the views.
@Observable @MainActor private final class Navigation {
    var showsDetails = false
    var park: String?
}

@available(*, deprecated)
private struct Bound: View {
    let navigation: Navigation
    var body: some View {
        @Bindable var navigation = navigation
        NavigationStack {
            VStack {
                NavigationLink(
                    "Details", destination: Text("Details page"), isActive: $navigation.showsDetails)
                NavigationLink("Acadia", tag: "Acadia", selection: $navigation.park) { Text("Park Acadia") }
                NavigationLink(destination: Text("Park Zion"), tag: "Zion", selection: $navigation.park) {
                    Text("Zion")
                }
            }
        }
    }
}

private struct Counter: View {
    let name: String
    @State private var count = 0
    var body: some View { Button("\(name) \(count)") { count += 1 } }
}

@available(*, deprecated)
private struct SplitLinks: View {
    let navigation: Navigation
    var body: some View {
        @Bindable var navigation = navigation
        NavigationSplitView {
            VStack {
                NavigationLink(isActive: $navigation.showsDetails) {
                    Text("Details page")
                } label: {
                    Text("Details")
                }
                NavigationLink("Acadia", tag: "Acadia", selection: $navigation.park) { Text("Park Acadia") }
                NavigationLink("Zion", tag: "Zion", selection: $navigation.park) { Text("Park Zion") }
            }
        } detail: {
            Counter(name: "Detail")
        }
    }
}

@MainActor @Suite struct NavigationLinkActivationTests {
    @available(*, deprecated)
    @Test func settingTheBindingPushesAndPopsThePage() throws {
        let navigation = Navigation()
        let host = HeadlessHost(Bound(navigation: navigation), width: 30, height: 8)
        #expect(host.backend.widget(text: "Details page") == nil)
        navigation.showsDetails = true
        host.flush()
        #expect(host.frame(of: "Details page") != nil)
        #expect(try host.content(NavigationBarContent.self, kind: "NavigationBar").showsBackButton)
        navigation.showsDetails = false
        host.flush()
        #expect(host.backend.widget(text: "Details page") == nil)
        #expect(host.frame(of: "Details") != nil)
    }

    @available(*, deprecated)
    @Test func activatingSetsTheBindingAndTheBackButtonResetsIt() throws {
        let navigation = Navigation()
        let host = HeadlessHost(Bound(navigation: navigation), width: 30, height: 8)
        try #require(host.widgets(kind: "NavigationLink").first).send(.activate)
        host.flush()
        #expect(navigation.showsDetails)
        #expect(host.frame(of: "Details page") != nil)
        try host.widget(kind: "NavigationBar").send(.activate)
        host.flush()
        #expect(!navigation.showsDetails)
        #expect(host.backend.widget(text: "Details page") == nil)
    }

    @available(*, deprecated)
    @Test func aSelectionShowsThePageOfTheLinkWithItsTag() throws {
        let navigation = Navigation()
        let host = HeadlessHost(Bound(navigation: navigation), width: 30, height: 8)
        navigation.park = "Acadia"
        host.flush()
        #expect(host.frame(of: "Park Acadia") != nil)
        // Moving the selection to the other link replaces the page, whichever link updates first.
        navigation.park = "Zion"
        host.flush()
        #expect(host.frame(of: "Park Zion") != nil)
        #expect(host.backend.widget(text: "Park Acadia") == nil)
        try host.widget(kind: "NavigationBar").send(.activate)
        host.flush()
        #expect(navigation.park == nil)
        #expect(host.frame(of: "Zion") != nil)
        #expect(!(try host.content(NavigationBarContent.self, kind: "NavigationBar").showsBackButton))
    }

    @available(*, deprecated)
    @Test func aSidebarLinkShowsItsPageOverTheDetailWhichKeepsItsState() throws {
        let navigation = Navigation()
        let host = HeadlessHost(SplitLinks(navigation: navigation), width: 40, height: 6)
        host.send(.activate, toText: "Detail 0")
        host.flush()
        navigation.park = "Acadia"
        host.flush()
        #expect(host.frame(of: "Park Acadia") != nil)
        #expect(host.backend.widget(text: "Detail 1") == nil)
        navigation.park = "Zion"
        host.flush()
        #expect(host.frame(of: "Park Zion") != nil)
        // The page goes when the selection is cleared: the detail's own view shows again,
        // with its state.
        navigation.park = nil
        host.flush()
        #expect(host.backend.widget(text: "Park Zion") == nil)
        #expect(host.frame(of: "Detail 1") != nil)
    }

    @available(*, deprecated)
    @Test func anotherLinksPageOverTheDetailResetsTheBinding() throws {
        let navigation = Navigation()
        let host = HeadlessHost(SplitLinks(navigation: navigation), width: 40, height: 6)
        navigation.showsDetails = true
        host.flush()
        #expect(host.frame(of: "Details page") != nil)
        host.send(.activate, toText: "Acadia")
        host.flush()
        #expect(navigation.park == "Acadia")
        #expect(!navigation.showsDetails)
        #expect(host.frame(of: "Park Acadia") != nil)
        #expect(host.backend.widget(text: "Details page") == nil)
    }
}
