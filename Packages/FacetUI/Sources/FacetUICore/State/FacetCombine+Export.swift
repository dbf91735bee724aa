// The data flow of SwiftUI before Observation (`ObservableObject`, `@Published`) and the
// publishers `onReceive` takes come from FacetCombine, as SwiftUI's come from Combine.

@_exported import FacetCombine
