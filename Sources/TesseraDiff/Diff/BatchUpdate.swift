import Foundation

/// The changes that turn one snapshot (or list) into another, in the index spaces that
/// `UICollectionView.performBatchUpdates(_:completion:)` expects — applied in a single batch.
///
/// - Deletes and reloads use the index paths **before** the update.
/// - Inserts and reconfigures use the index paths **after** the update.
/// - Moves go from a before-update index path to an after-update index path.
///
/// Items inside an inserted, deleted or reloaded section are not listed separately. An item that
/// changes section is a move (unless its old section is deleted or reloaded or its new section is
/// inserted or reloaded: then it is a delete and an insert, which is what UIKit accepts). Moves are
/// minimal: an item whose order relative to the other kept items of its section does not change is
/// never reported as moved.
///
/// Create one with `init(from:to:contentUpdate:)` for snapshots, or `init(from:to:section:contentUpdate:)`
/// for flat lists.
public struct BatchUpdate: Sendable, Hashable {
    /// A section that moves from an index before the update to an index after it.
    public struct SectionMove: Sendable, Hashable {
        /// The section's index before the update.
        public var from: Int
        /// The section's index after the update.
        public var to: Int

        /// Creates a section move.
        @usableFromInline package init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// An item that moves from an index path before the update to an index path after it.
    public struct ItemMove: Sendable, Hashable {
        /// The item's index path before the update.
        public var from: IndexPath
        /// The item's index path after the update.
        public var to: IndexPath

        /// Creates an item move.
        @usableFromInline package init(from: IndexPath, to: IndexPath) {
            self.from = from
            self.to = to
        }
    }

    /// Sections to delete, by index before the update, ascending (`deleteSections(_:)`).
    public var deletedSections: [Int]
    /// Sections to insert, by index after the update, ascending (`insertSections(_:)`).
    public var insertedSections: [Int]
    /// Sections to move (`moveSection(_:toSection:)`).
    public var movedSections: [SectionMove]
    /// Sections to reload, by index before the update, ascending (`reloadSections(_:)`).
    public var reloadedSections: [Int]
    /// Items to delete, by index path before the update, ascending (`deleteItems(at:)`).
    public var deletedItems: [IndexPath]
    /// Items to insert, by index path after the update, ascending (`insertItems(at:)`).
    public var insertedItems: [IndexPath]
    /// Items to move (`moveItem(at:to:)`), ascending by destination.
    public var movedItems: [ItemMove]
    /// Items to reload, by index path before the update, ascending (`reloadItems(at:)`).
    public var reloadedItems: [IndexPath]
    /// Items to reconfigure, by index path after the update, ascending (`reconfigureItems(at:)`).
    public var reconfiguredItems: [IndexPath]

    /// Creates a batch update from its parts.
    @usableFromInline package init(
        deletedSections: [Int] = [],
        insertedSections: [Int] = [],
        movedSections: [SectionMove] = [],
        reloadedSections: [Int] = [],
        deletedItems: [IndexPath] = [],
        insertedItems: [IndexPath] = [],
        movedItems: [ItemMove] = [],
        reloadedItems: [IndexPath] = [],
        reconfiguredItems: [IndexPath] = []
    ) {
        self.deletedSections = deletedSections
        self.insertedSections = insertedSections
        self.movedSections = movedSections
        self.reloadedSections = reloadedSections
        self.deletedItems = deletedItems
        self.insertedItems = insertedItems
        self.movedItems = movedItems
        self.reloadedItems = reloadedItems
        self.reconfiguredItems = reconfiguredItems
    }
}

// MARK: - Inspecting

extension BatchUpdate {
    /// Whether the update changes nothing.
    public var isEmpty: Bool {
        changeCount == 0
    }

    /// Whether the update changes the structure (anything but reconfigures).
    package var hasStructuralChanges: Bool {
        changeCount != reconfiguredItems.count
    }

    /// The update without its reconfigures: the changes issued inside a batch's block. The
    /// update itself when it has none; otherwise a copy with only its reconfigures emptied, so
    /// that every other kind of change is carried, whatever kinds the update has.
    package var structuralChanges: BatchUpdate {
        guard !reconfiguredItems.isEmpty else { return self }
        var changes = self
        changes.reconfiguredItems = []
        return changes
    }

    /// The total number of section and item changes.
    package var changeCount: Int {
        deletedSections.count + insertedSections.count + movedSections.count + reloadedSections.count
            + deletedItems.count + insertedItems.count + movedItems.count + reloadedItems.count
            + reconfiguredItems.count
    }
}

// MARK: - CustomStringConvertible

extension BatchUpdate: CustomStringConvertible {
    public var description: String {
        func paths(_ list: [IndexPath]) -> String {
            list.map { "[\($0.sectionIndex), \($0.itemIndex)]" }.joined(separator: ", ")
        }
        var parts: [String] = []
        if !deletedSections.isEmpty { parts.append("deletedSections: \(deletedSections)") }
        if !insertedSections.isEmpty { parts.append("insertedSections: \(insertedSections)") }
        if !movedSections.isEmpty {
            parts.append("movedSections: [\(movedSections.map { "\($0.from)→\($0.to)" }.joined(separator: ", "))]")
        }
        if !reloadedSections.isEmpty { parts.append("reloadedSections: \(reloadedSections)") }
        if !deletedItems.isEmpty { parts.append("deletedItems: [\(paths(deletedItems))]") }
        if !insertedItems.isEmpty { parts.append("insertedItems: [\(paths(insertedItems))]") }
        if !movedItems.isEmpty {
            let moves = movedItems.map {
                "[\($0.from.sectionIndex), \($0.from.itemIndex)]→[\($0.to.sectionIndex), \($0.to.itemIndex)]"
            }
            parts.append("movedItems: [\(moves.joined(separator: ", "))]")
        }
        if !reloadedItems.isEmpty { parts.append("reloadedItems: [\(paths(reloadedItems))]") }
        if !reconfiguredItems.isEmpty { parts.append("reconfiguredItems: [\(paths(reconfiguredItems))]") }
        return "BatchUpdate(\(parts.joined(separator: "; ")))"
    }
}
