/// A set of accessibility traits that describe how an element behaves.
///
/// ```swift
/// Text("Settings").accessibilityAddTraits(.isHeader)
/// Image("play").accessibilityAddTraits([.isButton, .startsMediaSession])
/// ```
public struct AccessibilityTraits: SetAlgebra, Sendable {
    private var bits: UInt32

    private init(bits: UInt32) { self.bits = bits }

    /// The element is a button.
    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    /// The element is a header that divides content into sections.
    public static let isHeader = AccessibilityTraits(bits: 1 << 1)
    /// The element is currently selected.
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    /// The element is a link.
    public static let isLink = AccessibilityTraits(bits: 1 << 3)
    /// The element is a search field.
    public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
    /// The element is an image.
    public static let isImage = AccessibilityTraits(bits: 1 << 5)
    /// The element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(bits: 1 << 6)
    /// The element behaves as a keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
    /// The element is static text that cannot be modified by the user.
    public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
    /// The element provides summary information when the application starts.
    public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
    /// The element's value updates frequently.
    public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
    /// The element starts a media session when it is activated.
    public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
    /// The element allows direct touch interaction.
    public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
    /// The element causes an automatic page turn when finished reading.
    public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
    /// The element isolates itself from the elements around it (a modal view).
    public static let isModal = AccessibilityTraits(bits: 1 << 14)
    /// The element is a toggle.
    public static let isToggle = AccessibilityTraits(bits: 1 << 15)
    /// The element is a tab bar.
    public static let isTabBar = AccessibilityTraits(bits: 1 << 16)

    /// Every trait with its name, in declaration order (for descriptions and backends).
    static let named: [(AccessibilityTraits, String)] = [
        (.isButton, "isButton"), (.isHeader, "isHeader"), (.isSelected, "isSelected"),
        (.isLink, "isLink"), (.isSearchField, "isSearchField"), (.isImage, "isImage"),
        (.playsSound, "playsSound"), (.isKeyboardKey, "isKeyboardKey"),
        (.isStaticText, "isStaticText"), (.isSummaryElement, "isSummaryElement"),
        (.updatesFrequently, "updatesFrequently"), (.startsMediaSession, "startsMediaSession"),
        (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
        (.isModal, "isModal"), (.isToggle, "isToggle"), (.isTabBar, "isTabBar"),
    ]

    /// Creates an empty set of traits.
    public init() { bits = 0 }

    /// The traits in either set.
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { .init(bits: bits | other.bits) }
    /// Adds the traits of `other`.
    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    /// The traits in both sets.
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
        .init(bits: bits & other.bits)
    }
    /// Keeps only the traits also in `other`.
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    /// The traits in exactly one of the sets.
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        .init(bits: bits ^ other.bits)
    }
    /// Keeps the traits in exactly one of the sets.
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
    /// Whether every trait of `member` is in the set.
    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }

    /// Adds `newMember`'s traits.
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (
        inserted: Bool, memberAfterInsert: AccessibilityTraits
    ) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }

    /// Removes `member`'s traits; returns those that were in the set.
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        let present = intersection(member)
        bits &= ~member.bits
        return present.isEmpty ? nil : present
    }

    /// Adds `newMember`'s traits; returns those that were already in the set.
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let present = intersection(newMember)
        bits |= newMember.bits
        return present.isEmpty ? nil : present
    }

    /// Whether the sets hold the same traits.
    public static func == (a: AccessibilityTraits, b: AccessibilityTraits) -> Bool { a.bits == b.bits }
}

extension AccessibilityTraits {
    /// The names of the traits in the set, in declaration order ("isButton", "isHeader").
    var names: [String] { Self.named.filter { contains($0.0) }.map(\.1) }
}
