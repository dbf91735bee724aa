import FacetUI

/// The task list: a checkbox per task, buttons to add and clear, and a count.
struct TaskListView: View {
    @Environment(TaskStore.self) private var store

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(store.tasks) { task in
                TaskRow(task: task)
            }
            HStack {
                Button("Add task") { store.add("Task \(store.tasks.count + 1)") }
                Button("Clear done", role: .destructive) { store.removeDone() }
            }
            Text("\(store.remaining) of \(store.tasks.count) remaining").foregroundStyle(.secondary)
        }
    }
}

/// One task: a checkbox bound to the task's `isDone`.
struct TaskRow: View {
    @Bindable var task: TaskItem

    var body: some View {
        Toggle(task.title, isOn: $task.isDone).toggleStyle(.checkbox)
    }
}
