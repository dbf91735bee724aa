extension ViewGraph {
    /// The graph's time source: what animates asks it for frames, and the backend's
    /// ``Backend/frameDriver`` delivers them while any request is live.
    @_spi(Backend) public var frameClock: FrameClock {
        if let clock = frameClockStorage { return clock }
        let clock = FrameClock(graph: self)
        frameClockStorage = clock
        clock.driver = backend.frameDriver
        return clock
    }
}
