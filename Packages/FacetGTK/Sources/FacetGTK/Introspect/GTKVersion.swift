import CGTK
@_spi(Advanced) @_spi(Internals) import FacetIntrospect
import FacetUI

/// A version of the GTK library behind ``GTKBackend``, as GTK reports it at run time
/// (`gtk_get_major_version`, `gtk_get_minor_version`). Introspection on GTK lists the
/// versions it was written for (`.gtk(.v4_8, .v4_10)`): a later GTK may draw a view
/// differently.
public struct GTKVersion: PlatformVersion, CustomStringConvertible {
    /// The major and minor version numbers.
    public let major: Int
    public let minor: Int

    /// A version by number; the library declares the released ones (``v4_8``…).
    @_spi(Advanced)
    public init(major: Int, minor: Int) { (self.major, self.minor) = (major, minor) }

    /// GTK 4.8 (Debian 12).
    public static let v4_8 = Self(major: 4, minor: 8)
    /// GTK 4.10.
    public static let v4_10 = Self(major: 4, minor: 10)
    /// GTK 4.12 (Ubuntu 24.04).
    public static let v4_12 = Self(major: 4, minor: 12)
    /// GTK 4.14.
    public static let v4_14 = Self(major: 4, minor: 14)
    /// GTK 4.16.
    public static let v4_16 = Self(major: 4, minor: 16)
    /// GTK 4.18.
    public static let v4_18 = Self(major: 4, minor: 18)

    /// The version of the GTK library loaded, on a ``GTKBackend``; `nil` on any other backend.
    @MainActor
    public static func running(on backend: any Backend) -> Self? {
        guard backend is GTKBackend else { return nil }
        return Self(major: GTK.version.major, minor: GTK.version.minor)
    }

    /// Versions are ordered by major, then minor number.
    public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.major, lhs.minor) < (rhs.major, rhs.minor) }

    /// `v4_8`, `v4_10`, …
    public var description: String { "v\(major)_\(minor)" }
}

/// The versions of GTK on which `SwiftUIViewType` is backed by `PlatformSpecificEntity`
/// (``GTKWidget`` for every view type: its ``GTKWidget/widget`` is the GTK widget).
public typealias GTKViewVersion<
    SwiftUIViewType: IntrospectableViewType, PlatformSpecificEntity: PlatformEntity
> = PlatformViewVersion<GTKVersion, SwiftUIViewType, PlatformSpecificEntity>

extension PlatformViewVersionPredicate {
    /// The GTK backend, at the listed GTK versions only.
    ///
    /// ```swift
    /// ScrollView { rows }
    ///     .introspect(.scrollView, on: .gtk(.v4_8, .v4_10)) { scrollView in
    ///         gtk_scrolled_window_set_kinetic_scrolling(OpaquePointer(scrollView.widget), 0)
    ///     }
    /// ```
    ///
    /// The terminal and GTK hand over different classes, so a view introspected on both
    /// backends has one `.introspect` call per backend (on Apple platforms one class is
    /// chosen at compile time; here the backend is chosen at run time).
    public static func gtk(_ versions: GTKViewVersion<SwiftUIViewType, PlatformSpecificEntity>...) -> Self {
        Self(versions: versions)
    }

    /// The GTK backend at `versions.lowerBound` and every later GTK, including ones not
    /// released yet (opt in with `@_spi(Advanced) import FacetGTK`).
    @_spi(Advanced)
    public static func gtk(
        _ versions: PartialRangeFrom<GTKViewVersion<SwiftUIViewType, PlatformSpecificEntity>>
    )
        -> Self
    {
        Self(range: versions)
    }

    /// The GTK backend at the versions in `versions`.
    @_spi(Advanced)
    public static func gtk(_ versions: ClosedRange<GTKViewVersion<SwiftUIViewType, PlatformSpecificEntity>>)
        -> Self
    {
        Self(range: versions)
    }
}
