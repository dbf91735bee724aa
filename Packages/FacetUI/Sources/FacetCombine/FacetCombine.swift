// FacetCombine: the part of Combine that SwiftUI code uses every day, written for Linux
// (which has no Combine), with Combine's names and generics: publishers, subscribers and
// their demand, subjects, `AnyCancellable`, the common operators, schedulers
// (`DispatchQueue`, `RunLoop`), `Timer.publish`, `NotificationCenter.publisher(for:)`, and
// the `ObservableObject`/`@Published` data flow. `import FacetUI` brings it, as
// `import SwiftUI` brings Combine's; `import Combine` names it too.
//
// Every publisher follows Combine's contract: one subscription per subscriber, values only
// as demanded, at most one completion, nothing after a cancel; calls to one subscriber do
// not overlap. Publishers, subjects and cancellables may be used from any thread.
