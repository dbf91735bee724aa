import FacetTerminal

// SwiftUI-Introspect's Apple platforms. On Linux none of them runs: their versions are
// declared for every terminal-introspectable type, with the class the terminal backend hands
// over (`TerminalIntrospectable.TerminalEntity`), so that code written for Apple platforms
// compiles and a predicate made of them does nothing. Port a call by listing
// `.terminal(.v1)` next to them (or instead); GTK's class differs: give it its own call.

/// The versions of iOS on which `SwiftUIViewType` is backed by `PlatformSpecificEntity`
/// (declared on Linux for every ``TerminalIntrospectable`` type, where they never match).
public typealias iOSViewVersion<
    SwiftUIViewType: IntrospectableViewType, PlatformSpecificEntity: PlatformEntity
> = PlatformViewVersion<iOSVersion, SwiftUIViewType, PlatformSpecificEntity>

/// The versions of tvOS on which `SwiftUIViewType` is backed by `PlatformSpecificEntity`
/// (declared on Linux for every ``TerminalIntrospectable`` type, where they never match).
public typealias tvOSViewVersion<
    SwiftUIViewType: IntrospectableViewType, PlatformSpecificEntity: PlatformEntity
> = PlatformViewVersion<tvOSVersion, SwiftUIViewType, PlatformSpecificEntity>

/// The versions of macOS on which `SwiftUIViewType` is backed by `PlatformSpecificEntity`
/// (declared on Linux for every ``TerminalIntrospectable`` type, where they never match).
public typealias macOSViewVersion<
    SwiftUIViewType: IntrospectableViewType, PlatformSpecificEntity: PlatformEntity
> = PlatformViewVersion<macOSVersion, SwiftUIViewType, PlatformSpecificEntity>

/// The versions of visionOS on which `SwiftUIViewType` is backed by `PlatformSpecificEntity`
/// (declared on Linux for every ``TerminalIntrospectable`` type, where they never match).
public typealias visionOSViewVersion<
    SwiftUIViewType: IntrospectableViewType, PlatformSpecificEntity: PlatformEntity
> = PlatformViewVersion<visionOSVersion, SwiftUIViewType, PlatformSpecificEntity>

extension PlatformViewVersion
where
    Version == iOSVersion, SwiftUIViewType: TerminalIntrospectable,
    PlatformSpecificEntity == SwiftUIViewType.TerminalEntity
{
    /// iOS 13 (never running on Linux).
    public static var v13: Self { Self(for: .v13) }
    /// iOS 14 (never running on Linux).
    public static var v14: Self { Self(for: .v14) }
    /// iOS 15 (never running on Linux).
    public static var v15: Self { Self(for: .v15) }
    /// iOS 16 (never running on Linux).
    public static var v16: Self { Self(for: .v16) }
    /// iOS 17 (never running on Linux).
    public static var v17: Self { Self(for: .v17) }
    /// iOS 18 (never running on Linux).
    public static var v18: Self { Self(for: .v18) }
    /// iOS 26 (never running on Linux).
    public static var v26: Self { Self(for: .v26) }
    /// iOS 27 (never running on Linux).
    public static var v27: Self { Self(for: .v27) }
}

extension PlatformViewVersion
where
    Version == tvOSVersion, SwiftUIViewType: TerminalIntrospectable,
    PlatformSpecificEntity == SwiftUIViewType.TerminalEntity
{
    /// tvOS 13 (never running on Linux).
    public static var v13: Self { Self(for: .v13) }
    /// tvOS 14 (never running on Linux).
    public static var v14: Self { Self(for: .v14) }
    /// tvOS 15 (never running on Linux).
    public static var v15: Self { Self(for: .v15) }
    /// tvOS 16 (never running on Linux).
    public static var v16: Self { Self(for: .v16) }
    /// tvOS 17 (never running on Linux).
    public static var v17: Self { Self(for: .v17) }
    /// tvOS 18 (never running on Linux).
    public static var v18: Self { Self(for: .v18) }
    /// tvOS 26 (never running on Linux).
    public static var v26: Self { Self(for: .v26) }
    /// tvOS 27 (never running on Linux).
    public static var v27: Self { Self(for: .v27) }
}

extension PlatformViewVersion
where
    Version == macOSVersion, SwiftUIViewType: TerminalIntrospectable,
    PlatformSpecificEntity == SwiftUIViewType.TerminalEntity
{
    /// macOS 10.15 (never running on Linux).
    public static var v10_15: Self { Self(for: .v10_15) }
    /// macOS 10.15.4 (never running on Linux).
    public static var v10_15_4: Self { Self(for: .v10_15_4) }
    /// macOS 11 (never running on Linux).
    public static var v11: Self { Self(for: .v11) }
    /// macOS 12 (never running on Linux).
    public static var v12: Self { Self(for: .v12) }
    /// macOS 13 (never running on Linux).
    public static var v13: Self { Self(for: .v13) }
    /// macOS 14 (never running on Linux).
    public static var v14: Self { Self(for: .v14) }
    /// macOS 15 (never running on Linux).
    public static var v15: Self { Self(for: .v15) }
    /// macOS 26 (never running on Linux).
    public static var v26: Self { Self(for: .v26) }
    /// macOS 27 (never running on Linux).
    public static var v27: Self { Self(for: .v27) }
}

extension PlatformViewVersion
where
    Version == visionOSVersion, SwiftUIViewType: TerminalIntrospectable,
    PlatformSpecificEntity == SwiftUIViewType.TerminalEntity
{
    /// visionOS 1 (never running on Linux).
    public static var v1: Self { Self(for: .v1) }
    /// visionOS 2 (never running on Linux).
    public static var v2: Self { Self(for: .v2) }
    /// visionOS 26 (never running on Linux).
    public static var v26: Self { Self(for: .v26) }
    /// visionOS 27 (never running on Linux).
    public static var v27: Self { Self(for: .v27) }
}
