import FacetUI
import Observation

/// One task of the demo's list.
@Observable
final class TaskItem: Identifiable {
    let id: Int
    var title: String
    var isDone = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

/// The demo's model: an observable list of tasks.
@Observable
final class TaskStore {
    private(set) var tasks: [TaskItem]
    private var nextID: Int

    init(titles: [String]) {
        tasks = titles.enumerated().map { TaskItem(id: $0.offset, title: $0.element) }
        nextID = titles.count
    }

    var remaining: Int { tasks.filter { !$0.isDone }.count }

    func add(_ title: String) {
        tasks.append(TaskItem(id: nextID, title: title))
        nextID += 1
    }

    func removeDone() { tasks.removeAll { $0.isDone } }
}
