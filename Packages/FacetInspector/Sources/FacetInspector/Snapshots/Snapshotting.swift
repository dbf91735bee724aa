import FacetUI
import Foundation

/// How to take a snapshot of a `Value` as a `Format` and compare it with a reference file,
/// as swift-snapshot-testing's strategies do: ``text(width:height:styled:)`` for a view or
/// an inspected view; FacetGTK's `FacetGTKSnapshots` adds `.image` (PNG through GTK).
///
/// ```swift
/// assertSnapshot(of: ContentView(), as: .text(width: 40, height: 10))
/// ```
@preconcurrency @MainActor
public struct Snapshotting<Value, Format> {
    /// The reference file's extension ("txt", "png").
    public var pathExtension: String
    /// How a snapshot is compared and stored.
    public var diffing: Diffing<Format>
    /// Takes the snapshot.
    public var snapshot: @MainActor (Value) throws -> Format

    /// A strategy writing files with `pathExtension`, comparing with `diffing`.
    public init(
        pathExtension: String, diffing: Diffing<Format>,
        snapshot: @escaping @MainActor (Value) throws -> Format
    ) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// The same comparison for another kind of value, turned into this one first.
    public func pullback<NewValue>(_ transform: @escaping @MainActor (NewValue) throws -> Value)
        -> Snapshotting<NewValue, Format>
    {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) {
            try snapshot(try transform($0))
        }
    }
}

/// How snapshots of a `Format` are stored and compared.
@preconcurrency @MainActor
public struct Diffing<Value> {
    /// The file's bytes for a snapshot.
    public var toData: @MainActor (Value) -> Data
    /// The snapshot in a file's bytes, `nil` when they are not one.
    public var fromData: @MainActor (Data) -> Value?
    /// `nil` when `actual` matches `reference`; otherwise what differs, and files worth
    /// writing beside the reference (a diff image), by the name's suffix ("diff.png").
    public var diff: @MainActor (_ reference: Value, _ actual: Value) -> SnapshotDifference?

    /// A way to store and compare snapshots.
    public init(
        toData: @escaping @MainActor (Value) -> Data, fromData: @escaping @MainActor (Data) -> Value?,
        diff: @escaping @MainActor (_ reference: Value, _ actual: Value) -> SnapshotDifference?
    ) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}

/// How a snapshot differs from its reference.
public struct SnapshotDifference: Sendable {
    /// What differs, for the failure message.
    public var message: String
    /// Files to write beside the reference, by the suffix replacing its extension
    /// ("diff.png"), with their bytes.
    public var artifacts: [(suffix: String, data: Data)]

    /// A difference described by `message`, with `artifacts` to write.
    public init(message: String, artifacts: [(suffix: String, data: Data)] = []) {
        self.message = message
        self.artifacts = artifacts
    }
}

extension Diffing where Value == String {
    /// Text compared line by line; a difference is shown as a line diff with the changed
    /// columns marked. A file holds the text and a final newline.
    public static var lines: Diffing<String> {
        Diffing(
            toData: { Data(($0 + "\n").utf8) },
            fromData: { data in
                guard var text = String(data: data, encoding: .utf8) else { return nil }
                if text.hasSuffix("\n") { text.removeLast() }
                return text
            },
            diff: { reference, actual in
                reference == actual ? nil : SnapshotDifference(message: LineDiff.describe(reference, actual))
            })
    }
}

extension Snapshotting where Format == String {
    /// The text the terminal backend draws for a view in a window of `width` × `height`
    /// cells (see ``TextSnapshot``); `styled` writes each row's styles as markup.
    public static func text(width: Int, height: Int, styled: Bool = false) -> Snapshotting
    where Value: FacetUI.View {
        Snapshotting<TextSnapshot, String>.text(styled: styled).pullback { (view: Value) in
            try view.inspect().snapshot(width: width, height: height)
        }
    }

    /// The text the terminal backend draws for an inspected view with its window laid out at
    /// `width` × `height` cells (``InspectableView/snapshot(width:height:)``).
    public static func text<T: KnownViewType>(width: Int, height: Int, styled: Bool = false) -> Snapshotting
    where Value == InspectableView<T> {
        Snapshotting<TextSnapshot, String>.text(styled: styled).pullback { (view: Value) in
            try view.snapshot(width: width, height: height)
        }
    }

    /// A text snapshot already taken, as plain rows or (`styled`) with its styles.
    public static func text(styled: Bool = false) -> Snapshotting where Value == TextSnapshot {
        Snapshotting(pathExtension: "txt", diffing: .lines) { styled ? $0.styledText : $0.text }
    }
}
