/// The accessibility settings of the environment. Facet reads no system setting: each is
/// off unless a view writes it (`accessibilityEnabled`, `legibilityWeight`) or a test sets
/// its underscored, writable twin (`_accessibilityReduceMotion`), as in SwiftUI.
extension EnvironmentValues {
    private struct EnabledKey: EnvironmentKey { static let defaultValue = false }
    private struct DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
    private struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
    private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
    private struct InvertColorsKey: EnvironmentKey { static let defaultValue = false }
    private struct ShowButtonShapesKey: EnvironmentKey { static let defaultValue = false }
    private struct LargeContentViewerKey: EnvironmentKey { static let defaultValue = false }
    private struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = nil }

    /// Whether an assistive technology (a screen reader, switch control) is in use.
    public var accessibilityEnabled: Bool {
        get { self[EnabledKey.self] }
        set { self[EnabledKey.self] = newValue }
    }

    /// Whether the user asked for information not to be conveyed by colour alone.
    public var accessibilityDifferentiateWithoutColor: Bool { self[DifferentiateWithoutColorKey.self] }
    /// The writable form of ``accessibilityDifferentiateWithoutColor`` (for tests and previews).
    public var _accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }

    /// Whether the user asked for less transparency and blur.
    public var accessibilityReduceTransparency: Bool { self[ReduceTransparencyKey.self] }
    /// The writable form of ``accessibilityReduceTransparency``.
    public var _accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }

    /// Whether the user asked for less motion (animations replaced by fades or nothing).
    public var accessibilityReduceMotion: Bool { self[ReduceMotionKey.self] }
    /// The writable form of ``accessibilityReduceMotion``.
    public var _accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// Whether the display's colours are inverted.
    public var accessibilityInvertColors: Bool { self[InvertColorsKey.self] }
    /// The writable form of ``accessibilityInvertColors``.
    public var _accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] }
        set { self[InvertColorsKey.self] = newValue }
    }

    /// Whether buttons should show their shapes (not only their labels).
    public var accessibilityShowButtonShapes: Bool { self[ShowButtonShapesKey.self] }
    /// The writable form of ``accessibilityShowButtonShapes``.
    public var _accessibilityShowButtonShapes: Bool {
        get { self[ShowButtonShapesKey.self] }
        set { self[ShowButtonShapesKey.self] = newValue }
    }

    /// Whether the large content viewer is enabled.
    public var accessibilityLargeContentViewerEnabled: Bool { self[LargeContentViewerKey.self] }
    /// The writable form of ``accessibilityLargeContentViewerEnabled``.
    public var _accessibilityLargeContentViewerEnabled: Bool {
        get { self[LargeContentViewerKey.self] }
        set { self[LargeContentViewerKey.self] = newValue }
    }

    /// Whether the user should be warned of flashing lights (never: Facet has no such setting).
    public var accessibilityDimFlashingLights: Bool { false }
    /// Whether animated images play (always: Facet has no setting that stops them).
    public var accessibilityPlayAnimatedImages: Bool { true }
    /// Whether VoiceOver is on (Facet runs no VoiceOver).
    public var accessibilityVoiceOverEnabled: Bool { false }
    /// Whether Switch Control is on (Facet runs no Switch Control).
    public var accessibilitySwitchControlEnabled: Bool { false }
    /// Whether Assistive Access is on (Facet has no Assistive Access).
    public var accessibilityAssistiveAccessEnabled: Bool { false }

    /// The font weight to apply to text (the Bold Text setting), or `nil` when not set.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }
}
