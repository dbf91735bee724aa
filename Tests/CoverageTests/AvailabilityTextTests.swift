import Testing

@testable import CoverageKit

@Suite struct AvailabilityTextTests {
    @Test func roundTripsEveryForm() throws {
        let text =
            #"*, iOS 13.0 deprecated 100000.0 renamed "navigationTitle(_:)", macOS 10.15 obsoleted 14.0 message "a, \"b\"", tvOS unavailable, visionOS deprecated"#
        let availability = try AvailabilityText.parse(text)
        #expect(
            availability["iOS"]
                == PlatformAvailability(
                    platform: "iOS", introduced: "13.0", deprecated: "100000.0",
                    renamed: "navigationTitle(_:)"))
        #expect(availability["macOS"]?.message == #"a, "b""#)
        #expect(availability["tvOS"]?.unavailable == true)
        #expect(availability["visionOS"]?.deprecated == "")
        #expect(AvailabilityText.format(availability) == text)
    }

    @Test func emptyIsADash() throws {
        #expect(AvailabilityText.format(Availability()) == "-")
        #expect(try AvailabilityText.parse("-") == Availability())
    }

    @Test func malformedTextsAreRejected() {
        #expect(
            throws: AvailabilityText.SyntaxError(
                description: "unknown word 'removed' in availability 'iOS 13.0 removed'")
        ) {
            try AvailabilityText.parse("iOS 13.0 removed")
        }
        #expect(
            throws: AvailabilityText.SyntaxError(
                description: #"unterminated quote in availability 'iOS renamed "x'"#)
        ) {
            try AvailabilityText.parse(#"iOS renamed "x"#)
        }
    }

    @Test func unionTakesEarliestIntroductionAndKeepsSharedUnavailability() throws {
        let union = Availability.union([
            try AvailabilityText.parse("iOS 15.0, tvOS unavailable"),
            try AvailabilityText.parse("iOS 13.0, macOS 10.15, tvOS unavailable"),
        ])
        #expect(AvailabilityText.format(union) == "iOS 13.0, tvOS unavailable")
    }

    @Test func versionsCompareNumerically() {
        #expect(Version.isLess("10.15", "11.0"))
        #expect(!Version.isLess("13.0", "9.0"))
    }
}
