import Dispatch
import Foundation

/// Whether code runs on the main queue — where the main actor runs — without trapping when it
/// does not (`MainActor.assumeIsolated` traps). The main thread alone is not the test: after
/// `dispatchMain()` (Linux test runners call it), main-queue work runs on other threads.
enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Marks the main queue, from the main actor, so that ``isCurrent`` can recognize it.
    @MainActor
    static func prepare() {
        _ = key
    }

    /// Whether the caller runs on the main queue (the main actor's executor).
    ///
    /// - Complexity: O(1).
    static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: key) == true
    }
}
