// `import FacetUI` is `import SwiftUI`: SwiftUI's API (FacetUICore, which knows no backend)
// with the terminal as the default backend (this module), so that `@main struct MyApp: App`
// runs in any terminal with nothing else installed. Like SwiftUI, it brings Foundation
// (`CGFloat`, `UUID`, `Date`, formatters) and Observation (`@Observable`) with it.
//
// Backends and tools that need only the view graph and layout depend on FacetUICore.

@_exported import FacetCombine
@_exported import FacetUICore
@_exported import Foundation
@_exported import Observation
