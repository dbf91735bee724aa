// `import Combine` on Linux: FacetCombine under Combine's module name, so that SwiftUI code
// (a view model with `@Published` properties, a `Timer.publish` in a view) compiles
// unchanged. The types are FacetCombine's: `Combine.PassthroughSubject` is
// `FacetCombine.PassthroughSubject`.

@_exported import FacetCombine
