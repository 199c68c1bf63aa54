import Foundation
import Tessera

/// An item with an identity and a content version, for property tests: the same id is the same
/// item; a new version is changed content.
package struct VersionedItem: Hashable, Sendable, ContentEquatable, CustomStringConvertible {
    package var id: Int
    package var version: Int

    package init(id: Int, version: Int = 0) {
        self.id = id
        self.version = version
    }

    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    package func hash(into hasher: inout Hasher) { hasher.combine(id) }
    package func isContentEqual(to source: Self) -> Bool { version == source.version }
    package var description: String { "\(id)v\(version)" }
}

/// Produces random successive snapshots through the `Snapshot` API: sections appended, inserted,
/// deleted and moved; items appended, inserted, deleted, moved within and across sections, and
/// changed.
package struct RandomSnapshotMutator {
    package var random: SeededRandomNumberGenerator
    package private(set) var nextItem = 0
    package private(set) var nextSection = 0
    /// The largest number of items a snapshot grows to.
    package var maximumItems = 300

    package init(seed: UInt64) {
        random = SeededRandomNumberGenerator(seed: seed)
    }

    /// A new item identity.
    package mutating func freshItem() -> VersionedItem {
        nextItem += 1
        return VersionedItem(id: nextItem)
    }

    /// A new section identity.
    package mutating func freshSection() -> Int {
        nextSection += 1
        return nextSection
    }

    /// The next snapshot: between one and `maximumChanges` random edits of `snapshot`.
    ///
    /// - Throws: `SnapshotError` if an edit was invalid (the mutator only makes valid ones).
    package mutating func mutate(_ snapshot: Snapshot<Int, VersionedItem>, maximumChanges: Int = 12) throws -> Snapshot<
        Int, VersionedItem
    > {
        var next = snapshot
        for _ in 0..<Int.random(in: 1...maximumChanges, using: &random) {
            try edit(&next)
        }
        return next
    }

    private mutating func edit(_ snapshot: inout Snapshot<Int, VersionedItem>) throws {
        let sections = snapshot.sectionIdentifiers
        let items = snapshot.itemIdentifiers
        switch Int.random(in: 0..<12, using: &random) {
        case 0:
            try snapshot.appendSections([freshSection()])
        case 1 where !sections.isEmpty:
            try snapshot.insertSections([freshSection()], beforeSection: sections.randomElement(using: &random)!)
        case 2 where sections.count > 1 && Int.random(in: 0..<3, using: &random) == 0:
            snapshot.deleteSections([sections.randomElement(using: &random)!])
        case 3 where sections.count > 1:
            let pair = sections.shuffled(using: &random).prefix(2)
            try snapshot.moveSection(pair.first!, afterSection: pair.last!)
        case 4 where !sections.isEmpty && items.count < maximumItems,
            5 where !sections.isEmpty && items.count < maximumItems:
            let fresh = (0..<Int.random(in: 1...5, using: &random)).map { _ in freshItem() }
            try snapshot.appendItems(fresh, toSection: sections.randomElement(using: &random)!)
        case 6 where !items.isEmpty && items.count < maximumItems:
            try snapshot.insertItems([freshItem()], beforeItem: items.randomElement(using: &random)!)
        case 7 where !items.isEmpty:
            snapshot.deleteItems(Array(items.shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random))))
        case 8 where items.count > 1:
            let pair = items.shuffled(using: &random).prefix(2)
            try snapshot.moveItem(pair.first!, afterItem: pair.last!)
        case 9 where !items.isEmpty:
            // A content change: same identity, new version.
            snapshot = try Self.changingContent(of: items.randomElement(using: &random)!, in: snapshot)
        case 10 where !items.isEmpty:
            try snapshot.reconfigureItems([items.randomElement(using: &random)!])
        case 11 where !items.isEmpty:
            try snapshot.reloadItems([items.randomElement(using: &random)!])
        default:
            if sections.isEmpty { try snapshot.appendSections([freshSection()]) }
        }
    }

    /// Replaces an item with a new version of itself (same identity, changed content).
    ///
    /// - Throws: `SnapshotError` if `snapshot` was inconsistent.
    package static func changingContent(of item: VersionedItem, in snapshot: Snapshot<Int, VersionedItem>) throws
        -> Snapshot<Int, VersionedItem>
    {
        var next = snapshot
        var changed = item
        changed.version += 1
        let sections = snapshot.sectionIdentifiers.map {
            ($0, snapshot.itemIdentifiers(inSection: $0).map { $0 == item ? changed : $0 })
        }
        next = try Snapshot(sections)
        return next
    }
}
