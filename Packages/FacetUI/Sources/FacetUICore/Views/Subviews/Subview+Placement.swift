extension Subview {
    /// The z-index the subview was given with `.zIndex(_:)` (the innermost), or 0: a view
    /// laying its subviews out itself can order them by it (they keep the modifier, so a
    /// stack draws them in that order already).
    public var zIndex: Double { containerValues.zIndex }

    /// Whether the subview is part of a `Section`'s header.
    public var isSectionHeader: Bool { role == .header }

    /// Whether the subview is part of a `Section`'s footer.
    public var isSectionFooter: Bool { role == .footer }
}
