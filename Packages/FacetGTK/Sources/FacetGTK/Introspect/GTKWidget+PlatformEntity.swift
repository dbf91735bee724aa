@_spi(Internals) import FacetIntrospect

extension GTKWidget: PlatformEntity {
    /// Every backing widget belongs to one tree of ``GTKWidget``s.
    public typealias Base = GTKWidget

    /// The backing widget this one was placed in. (Children are not listed: a GTK widget's
    /// children are GTK's, read them with `gtk_widget_get_first_child`.)
    @_spi(Internals)
    public var ancestor: GTKWidget? { parent }
}
