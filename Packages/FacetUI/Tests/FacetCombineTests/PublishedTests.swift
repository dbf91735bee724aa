import FacetCombine
import Foundation
import Testing

private final class Model: ObservableObject {
    @Published var query = ""
    @Published var count = 0
}

/// `@Published` outside an `ObservableObject`, as Combine allows.
private final class Plain {
    @Published var value = 1
}

@Suite struct PublishedTests {
    @Test func theProjectedPublisherGivesTheCurrentValueThenEachNewOneBeforeItIsStored() {
        let model = Model()
        model.query = "a"
        var seen: [String] = []
        var storedWhenSeen: [String] = []
        let cancellable = model.$query.sink { value in
            seen.append(value)
            storedWhenSeen.append(model.query)
        }
        model.query = "ab"
        model.query = "abc"
        #expect(seen == ["a", "ab", "abc"])
        #expect(storedWhenSeen == ["a", "a", "ab"])  // as willSet: the property still has the old value
        #expect(model.query == "abc")
        _ = cancellable
    }

    @Test func objectWillChangeIsAPublisherSentBeforeEachPublishedChange() {
        let model = Model()
        var log: [String] = []
        let a = model.objectWillChange.sink { log.append("will change from \(model.count)") }
        let b = model.$count.dropFirst().sink { log.append("$count \($0)") }
        model.count = 1
        model.objectWillChange.send()
        #expect(log == ["will change from 0", "$count 1", "will change from 1"])
        _ = (a, b)
    }

    @Test func assignToAPublishedPropertySetsItAndAnnouncesTheChange() {
        let model = Model()
        let source = PassthroughSubject<Int, Never>()
        var announcements = 0
        let willChange = model.objectWillChange.sink { announcements += 1 }
        source.assign(to: &model.$count)
        source.send(4)
        source.send(5)
        #expect(model.count == 5)
        #expect(announcements == 2)
        _ = willChange
    }

    @Test func anAssignmentEndsWithTheObject() {
        let source = PassthroughSubject<Int, Never>()
        weak var weakModel: Model?
        do {
            let model = Model()
            weakModel = model
            source.assign(to: &model.$count)
            source.send(1)
            #expect(model.count == 1)
        }
        #expect(weakModel == nil)
        source.send(2)  // nothing left to write to
    }

    @Test func publishedWorksInAClassThatIsNotAnObservableObject() {
        let plain = Plain()
        var values: [Int] = []
        let cancellable = plain.$value.sink { values.append($0) }
        plain.value = 2
        #expect(values == [1, 2])
        #expect(plain.value == 2)
        _ = cancellable
    }

    @Test func aPublisherChainOverAPublishedPropertyWorks() {
        let model = Model()
        var searches: [String] = []
        let cancellable = model.$query.map { $0.lowercased() }.removeDuplicates().filter { !$0.isEmpty }
            .sink { searches.append($0) }
        for text in ["", "A", "a", "B"] { model.query = text }
        #expect(searches == ["a", "b"])
        _ = cancellable
    }
}
