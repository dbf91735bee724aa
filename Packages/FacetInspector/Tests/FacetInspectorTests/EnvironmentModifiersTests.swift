import FacetInspector
import FacetUI
import Testing

/// `environment(_:)`: the value a view's `.environment(_:_:)` (or an enclosing view's)
/// sets.
@MainActor @Suite struct EnvironmentModifiersTests {
    @Test func valueSetOnTheView() throws {
        let sut = try Text("A").environment(\.lineLimit, 2).inspect()
        #expect(try sut.text().environment(\.lineLimit) == 2)
    }

    @Test func valueSetOnAnEnclosingView() throws {
        let sut = try VStack {
            Text("A"); Text("B")
        }
        .environment(\.isEnabled, false)
        .inspect()
        #expect(try sut.vStack().text(1).environment(\.isEnabled) == false)
    }

    @Test func theNearestWriterWins() throws {
        let sut = try VStack { Text("A").environment(\.lineLimit, 1) }
            .environment(\.lineLimit, 3)
            .inspect()
        #expect(try sut.vStack().text(0).environment(\.lineLimit) == 1)
        #expect(try sut.vStack().environment(\.lineLimit) == 3)
    }

    @Test func missingModifier() throws {
        let error = #expect(throws: InspectionError.self) {
            try Text("A").environment(\.isEnabled, false).inspect().text().environment(\.lineLimit)
        }
        #expect(
            error?.description
                == "Text does not have 'environment(Optional<Int>)' modifier (it has: environment)")
    }

    @Test func transformEnvironmentGivesTheTransformedValue() throws {
        let sut = try VStack {
            Text("A").transformEnvironment(\.lineLimit) { $0 = ($0 ?? 0) + 1 }
        }
        .lineLimit(2)
        .inspect().vStack()
        #expect(try sut.text(0).transformEnvironment(\.lineLimit) == 3)
        let missing = #expect(throws: InspectionError.self) { try sut.text(0).transformEnvironment(\.font) }
        #expect(
            missing?.description
                == "Text does not have 'transformEnvironment(Optional<Font>)' modifier (it has: transformEnvironment)"
        )
    }
}
