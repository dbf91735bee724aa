import CGTK
import FacetUI
@_spi(Backend) import FacetUICore

/// FacetUI's accessibility modifiers as GTK's `GtkAccessible` attributes of the widget they
/// describe (what assistive technologies read through AT-SPI):
///
/// | Modifier | GTK |
/// | --- | --- |
/// | `accessibilityLabel` | `GTK_ACCESSIBLE_PROPERTY_LABEL` |
/// | `accessibilityHint` | `GTK_ACCESSIBLE_PROPERTY_DESCRIPTION` |
/// | `accessibilityValue` | `GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT` |
/// | `accessibilityHidden(true)` | `GTK_ACCESSIBLE_STATE_HIDDEN` (on the placed widget) |
/// | `accessibilityHeading(.h1…h6)` | `GTK_ACCESSIBLE_PROPERTY_LEVEL` |
/// | `accessibilityAddTraits(.isSelected)` | `GTK_ACCESSIBLE_STATE_SELECTED` |
/// | `accessibilityAddTraits(.isModal)` | `GTK_ACCESSIBLE_PROPERTY_MODAL` |
/// | a trait naming a role (`.isButton`, `.isHeader`, `.isLink`, …) | `GTK_ACCESSIBLE_PROPERTY_ROLE_DESCRIPTION` ("button", "heading", "link", …) |
///
/// A widget's role itself is fixed when GTK creates it (`accessible-role` is construct-only),
/// so traits describe the role instead of changing it. Identifiers, sort priorities, input
/// labels and actions have no GTK attribute: inspection tools read them from the graph.
@_spi(Backend) extension GTKBackend: AccessibilityBackend {
    /// The role a trait names, for `GTK_ACCESSIBLE_PROPERTY_ROLE_DESCRIPTION`.
    private static let roleDescriptions: [(AccessibilityTraits, String)] = [
        (.isHeader, "heading"), (.isButton, "button"), (.isLink, "link"), (.isImage, "image"),
        (.isSearchField, "search field"), (.isToggle, "toggle"), (.isKeyboardKey, "key"),
        (.isTabBar, "tab bar"), (.isStaticText, "text"),
    ]

    public func updateAccessibility(_ widget: AnyObject, _ accessibility: ResolvedAccessibility) {
        guard let widget = widget as? GTKWidget, widget.accessibility != accessibility else { return }
        widget.accessibility = accessibility
        let gtk = widget.widget
        facet_accessible_set_string(gtk, GTK_ACCESSIBLE_PROPERTY_LABEL, accessibility.label)
        facet_accessible_set_string(gtk, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, accessibility.hint)
        facet_accessible_set_string(gtk, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, accessibility.value)
        let level = accessibility.headingLevel.flatMap { $0 == .unspecified ? nil : Int32($0.rawValue) }
        facet_accessible_set_int(gtk, GTK_ACCESSIBLE_PROPERTY_LEVEL, level == nil ? 0 : 1, level ?? 0)
        let traits = accessibility.addedTraits
        let role = Self.roleDescriptions.first { traits.contains($0.0) }?.1
        facet_accessible_set_string(gtk, GTK_ACCESSIBLE_PROPERTY_ROLE_DESCRIPTION, role)
        facet_accessible_set_bool_property(
            gtk, GTK_ACCESSIBLE_PROPERTY_MODAL, traits.contains(.isModal) ? 1 : 0, 1)
        facet_accessible_set_bool_state(
            gtk, GTK_ACCESSIBLE_STATE_SELECTED, traits.contains(.isSelected) ? 1 : 0, 1)
        facet_accessible_set_bool_state(
            widget.placedWidget, GTK_ACCESSIBLE_STATE_HIDDEN, accessibility.isHidden ? 1 : 0, 1)
    }
}
