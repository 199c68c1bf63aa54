import Foundation

/// Counts the items that the walks over a whole list visit — a snapshot built from every item, the
/// common ends a diff compares, the items it looks up, the sizes made for every item — so that a
/// test can show an operation's cost does not grow with the list, in items, never timed.
///
/// Nothing is counted unless a test binds a counter for the task (``counting(_:)``): the walks
/// read it once each, not per item.
package final class ItemVisits: @unchecked Sendable {
    /// The items visited while this counter was bound.
    package private(set) var count = 0

    package init() {}

    @TaskLocal private static var current: ItemVisits?

    /// Runs `body` with this counter bound: the walks it makes on this task are counted.
    package func counting<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.$current.withValue(self, operation: body)
    }

    /// Records that a walk visited `count` items.
    ///
    /// - Complexity: O(1).
    package static func record(_ count: Int) {
        current?.count += count
    }
}
