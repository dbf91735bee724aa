import FacetUI
import Foundation

@testable import FacetUICore

/// The names written below, in tree order.
struct NamesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

/// The last name written below (the default when none is).
struct LastNameKey: PreferenceKey {
    static let defaultValue = "none"
    static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
}

/// The first bounds anchored below.
struct BoundsKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

/// Every bounds anchored below, in tree order.
struct AllBoundsKey: PreferenceKey {
    static let defaultValue: [Anchor<CGRect>] = []
    static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) {
        value += nextValue()
    }
}

/// A row's title, observed on its own so that changing one row re-evaluates only its view.
@Observable @MainActor final class PreferenceRow {
    var title: String
    init(_ title: String) { self.title = title }
}
