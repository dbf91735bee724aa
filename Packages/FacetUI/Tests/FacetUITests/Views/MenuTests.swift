import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@_spi(Inspection) @testable import FacetUICore

@MainActor private final class Log {
    var entries: [String] = []
}

private struct FileMenu: View {
    let log: Log
    @State var files = ["a.txt", "b.txt"]
    var body: some View {
        Menu("File") {
            Button("New") { log.entries.append("new") }
            Text("Recent")  // not an item: no action
            ForEach(files, id: \.self) { file in
                Button {
                    log.entries.append("open \(file)")
                } label: {
                    Text("Open \(file)")
                }
            }
            Button("Add") { files.append("c.txt") }
        }
    }
}

@MainActor @Suite struct MenuTests {
    @Test func labelIsDrawnBeforeTheIndicator() {
        let host = HeadlessHost(FileMenu(log: Log()), width: 20, height: 3)
        #expect(
            host.dump == """
                Menu (7, 1, 6, 1)
                  Text "File" (7, 1, 4, 1)
                """)
    }

    @Test func contentListsTheItemsAndSelectRunsTheirActions() throws {
        let log = Log()
        let host = HeadlessHost(FileMenu(log: log))
        let menu = try host.widget(kind: "Menu")
        #expect(
            menu.content as? MenuContent
                == MenuContent(
                    items: ["New", "Open a.txt", "Open b.txt", "Add"], hasPrimaryAction: false,
                    isEnabled: true))
        menu.send(.select(0))
        menu.send(.select(2))
        menu.send(.activate)  // opens the menu: no action
        menu.send(.select(9))
        #expect(log.entries == ["new", "open b.txt"])
        menu.send(.select(3))
        let counters = host.flush()
        #expect((menu.content as? MenuContent)?.items.count == 5)
        #expect(counters.widgetsUpdated == 1)
    }

    @Test func primaryActionRunsOnActivate() throws {
        let log = Log()
        let host = HeadlessHost(
            Menu {
                Button("Other") { log.entries.append("other") }
                Link("Site", destination: URL(string: "https://example.com")!)
            } label: {
                Text("Send")
            } primaryAction: {
                log.entries.append("send")
            }
            .environment(
                \.openURL,
                OpenURLAction {
                    log.entries.append($0.absoluteString); return .handled
                }))
        let menu = try host.widget(kind: "Menu")
        menu.send(.activate)
        menu.send(.select(1))
        #expect(log.entries == ["send", "https://example.com"])
        #expect((menu.content as? MenuContent)?.hasPrimaryAction == true)
    }

    @Test func aSystemImageMenuDrawsTheIconThenTheTitle() throws {
        let log = Log()
        let host = TerminalHost(
            Menu("Actions", systemImage: "gear") { Button("Copy") { log.entries.append("copy") } }, width: 30,
            height: 1)
        #expect(host.screen.contains("⚙ Actions"))
        let headless = HeadlessHost(
            Menu("Actions", systemImage: "gear") { Button("Copy") { log.entries.append("copy") } })
        let menu = try headless.widget(kind: "Menu")
        #expect((menu.content as? MenuContent)?.items == ["Copy"])
        menu.send(.select(0))
        #expect(log.entries == ["copy"])
    }

    @Test func everyImageFormKeepsItsItemsAndPrimaryAction() throws {
        let log = Log()
        let resource = ImageResource(name: "logo", bundle: .main)
        let menus: [Menu<FacetUICore.Label<Text, Image>, Button<Text>>] = [
            Menu("Share", systemImage: "star") { Button("Mail") {} },
            Menu(String("Share"), systemImage: "star") { Button("Mail") {} },
            Menu("Share", systemImage: "star") {
                Button("Mail") {}
            } primaryAction: {
                log.entries.append("1")
            },
            Menu("Share", image: resource) { Button("Mail") {} },
            Menu(String("Share"), image: resource) { Button("Mail") {} },
            Menu("Share", image: resource) {
                Button("Mail") {}
            } primaryAction: {
                log.entries.append("2")
            },
        ]
        #expect(menus.map(\.labelView.icon.systemName) == ["star", "star", "star", "", "", ""])
        #expect(menus.map { $0.primaryAction != nil } == [false, false, true, false, false, true])
        for menu in menus { menu.primaryAction?() }
        #expect(log.entries == ["1", "2"])
    }
}
