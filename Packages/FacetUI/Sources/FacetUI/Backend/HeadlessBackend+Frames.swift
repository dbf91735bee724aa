@_spi(Backend) @_spi(Testing) import FacetUICore

extension HeadlessBackend {
    /// The headless backend's frames come from its manual clock: tests advance time exactly.
    @_spi(Backend) public var frameDriver: (any FrameDriver)? { clock }
}
