// SwiftUI-Introspect's Apple platforms. On Linux none of them runs: their versions are
// declared for every introspectable type and entity so that code written for Apple
// platforms compiles, and a predicate made of them does nothing. Port a call by listing the
// Linux backends next to them (or instead): `.terminal(.v1)`, `.gtk(.v4_8)`.

extension PlatformViewVersionPredicate {
    /// iOS, at the listed versions: never running on Linux, so this does nothing.
    ///
    /// ```swift
    /// TextField("Name", text: $name)
    ///     .introspect(.textField, on: .iOS(.v26, .v27), .terminal(.v1)) { field in field.maximumLength = 20 }
    /// ```
    public static func iOS(_ versions: iOSViewVersion<SwiftUIViewType, PlatformSpecificEntity>...) -> Self {
        Self(versions: versions)
    }

    /// iOS from `versions.lowerBound` on (opt in with `@_spi(Advanced) import FacetIntrospect`):
    /// never running on Linux, so this does nothing.
    @_spi(Advanced)
    public static func iOS(
        _ versions: PartialRangeFrom<iOSViewVersion<SwiftUIViewType, PlatformSpecificEntity>>
    )
        -> Self
    {
        Self(range: versions)
    }

    /// tvOS, at the listed versions: never running on Linux, so this does nothing.
    ///
    /// ```swift
    /// TextField("Name", text: $name)
    ///     .introspect(.textField, on: .tvOS(.v26, .v27), .terminal(.v1)) { field in field.maximumLength = 20 }
    /// ```
    public static func tvOS(_ versions: tvOSViewVersion<SwiftUIViewType, PlatformSpecificEntity>...) -> Self {
        Self(versions: versions)
    }

    /// tvOS from `versions.lowerBound` on (opt in with `@_spi(Advanced) import FacetIntrospect`):
    /// never running on Linux, so this does nothing.
    @_spi(Advanced)
    public static func tvOS(
        _ versions: PartialRangeFrom<tvOSViewVersion<SwiftUIViewType, PlatformSpecificEntity>>
    )
        -> Self
    {
        Self(range: versions)
    }

    /// macOS, at the listed versions: never running on Linux, so this does nothing.
    ///
    /// ```swift
    /// TextField("Name", text: $name)
    ///     .introspect(.textField, on: .macOS(.v26, .v27), .terminal(.v1)) { field in field.maximumLength = 20 }
    /// ```
    public static func macOS(_ versions: macOSViewVersion<SwiftUIViewType, PlatformSpecificEntity>...) -> Self
    {
        Self(versions: versions)
    }

    /// macOS from `versions.lowerBound` on (opt in with `@_spi(Advanced) import FacetIntrospect`):
    /// never running on Linux, so this does nothing.
    @_spi(Advanced)
    public static func macOS(
        _ versions: PartialRangeFrom<macOSViewVersion<SwiftUIViewType, PlatformSpecificEntity>>
    )
        -> Self
    {
        Self(range: versions)
    }

    /// visionOS, at the listed versions: never running on Linux, so this does nothing.
    ///
    /// ```swift
    /// TextField("Name", text: $name)
    ///     .introspect(.textField, on: .visionOS(.v26, .v27), .terminal(.v1)) { field in field.maximumLength = 20 }
    /// ```
    public static func visionOS(_ versions: visionOSViewVersion<SwiftUIViewType, PlatformSpecificEntity>...)
        -> Self
    {
        Self(versions: versions)
    }

    /// visionOS from `versions.lowerBound` on (opt in with `@_spi(Advanced) import FacetIntrospect`):
    /// never running on Linux, so this does nothing.
    @_spi(Advanced)
    public static func visionOS(
        _ versions: PartialRangeFrom<visionOSViewVersion<SwiftUIViewType, PlatformSpecificEntity>>
    )
        -> Self
    {
        Self(range: versions)
    }
}
