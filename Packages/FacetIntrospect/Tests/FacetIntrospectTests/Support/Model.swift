import FacetUI
import Observation

/// State changed by tests from outside the views.
@MainActor @Observable
final class Model {
    var flag = false
    var text = ""
    var count = 0
    var other = 0
    var value = 0.5
    var isShown = true
}
