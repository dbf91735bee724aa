import FacetCombine
import Foundation
import Testing

@Suite struct NotificationCenterPublisherTests {
    @Test func postsOfTheNameReachTheSubscriberUntilItCancels() {
        let center = NotificationCenter()
        let name = Notification.Name("saved")
        var received: [String] = []
        let cancellable = center.publisher(for: name).sink { received.append($0.name.rawValue) }
        center.post(name: name, object: nil)
        center.post(name: Notification.Name("other"), object: nil)
        center.post(name: name, object: nil)
        cancellable.cancel()
        center.post(name: name, object: nil)
        #expect(received == ["saved", "saved"])
    }

    @Test func anObjectFiltersThePosts() {
        let center = NotificationCenter()
        let name = Notification.Name("changed")
        let sender = NSObject()
        var count = 0
        let cancellable = center.publisher(for: name, object: sender).sink { _ in count += 1 }
        center.post(name: name, object: NSObject())
        center.post(name: name, object: sender)
        #expect(count == 1)
        _ = cancellable
    }

    @Test func postsBeyondTheDemandAreDropped() {
        let center = NotificationCenter()
        let name = Notification.Name("tick")
        let recorder = Recorder<Notification, Never>(initial: .max(1))
        center.publisher(for: name).subscribe(recorder)
        center.post(name: name, object: nil)
        center.post(name: name, object: nil)
        #expect(recorder.values.count == 1)
    }
}
