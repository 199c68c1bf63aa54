import Foundation

/// A batch update that `UICollectionView.performBatchUpdates(_:completion:)` would reject, with
/// the reason worded as UIKit words it.
///
/// ```
/// Invalid update: invalid number of items in section 0. The number of items contained in an
/// existing section after the update (5) must be equal to the number of items contained in that
/// section before the update (4), plus or minus the number of items inserted or deleted from that
/// section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that
/// section (0 moved in, 0 moved out).
/// ```
public struct BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// UIKit's reason text for the rejection.
    public var reason: String

    /// Creates an error with a reason.
    package init(reason: String) {
        self.reason = reason
    }

    public var description: String { reason }
}

// MARK: - UIKit's wording

extension BatchUpdateError {
    /// An index path as UIKit prints it: `{length = 2, path = 0 - 1}`.
    package static func describe(_ indexPath: IndexPath) -> String {
        "{length = \(indexPath.count), path = \(indexPath.map(String.init).joined(separator: " - "))}"
    }

    static func sectionCount(after: Int, before: Int, inserted: Int, deleted: Int) -> Self {
        BatchUpdateError(
            reason:
                "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (\(after)) must be equal to the number of sections contained in the collection view before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
        )
    }

    // swiftlint:disable:next function_parameter_count
    static func itemCount(
        section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int
    ) -> Self {
        BatchUpdateError(
            reason:
                "Invalid update: invalid number of items in section \(section). The number of items contained in an existing section after the update (\(after)) must be equal to the number of items contained in that section before the update (\(before)), plus or minus the number of items inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
        )
    }

    static func sectionOutOfRange(_ verb: String, section: Int, count: Int, when: String) -> Self {
        BatchUpdateError(
            reason: "attempt to \(verb) section \(section), but there are only \(count) sections \(when) the update")
    }

    static func itemOutOfRange(_ verb: String, _ indexPath: IndexPath, sectionCount: Int, itemCount: Int?, when: String)
        -> Self
    {
        let item = indexPath.itemIndex, section = indexPath.sectionIndex
        let preposition = verb == "insert" ? "into" : "from"
        if let itemCount {
            return BatchUpdateError(
                reason:
                    "attempt to \(verb) item \(item) \(preposition) section \(section) which only contains \(itemCount) items \(when) the update"
            )
        }
        return BatchUpdateError(
            reason:
                "attempt to \(verb) item \(item) \(preposition) section \(section), but there are only \(sectionCount) sections \(when) the update"
        )
    }

    static func conflict(_ text: String, _ indexPath: IndexPath) -> Self {
        BatchUpdateError(reason: "attempt to \(text) (\(describe(indexPath)))")
    }

    static func sectionConflict(_ text: String, _ section: Int) -> Self {
        BatchUpdateError(reason: "attempt to \(text) (\(section))")
    }
}
