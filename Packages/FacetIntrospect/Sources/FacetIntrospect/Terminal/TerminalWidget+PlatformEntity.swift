import FacetTerminal

extension TerminalWidget: PlatformEntity {
    /// Every terminal widget belongs to one tree of ``TerminalWidget``s.
    public typealias Base = TerminalWidget

    /// The widget this one is placed in.
    @_spi(Internals)
    public var ancestor: TerminalWidget? { parent }

    /// The widgets placed in this one.
    @_spi(Internals)
    public var descendants: [TerminalWidget] { children }
}
