import Foundation

/// Sections of `Identifiable` values — what a SwiftUI list view is given on each update — and the
/// snapshot of their identifiers that shows them: a value that changed under the same identifier
/// is marked for reconfiguring, so its cell is configured again in place (its SwiftUI state kept)
/// instead of being reloaded. TesseraSwiftUI's `CollectionList` applies that snapshot through
/// ``CollectionViewDiffableDataSource`` and finds each row's value by its identifier.
///
/// ```swift
/// let before = IdentifiedSections([("fruit", [apple, pear])])
/// let after = IdentifiedSections([("fruit", [apple, ripePear])])
/// let snapshot = try after.snapshot(reconfiguringChangesFrom: before)
/// snapshot.reconfiguredItemIdentifiers   // [pear.id]
/// ```
package struct IdentifiedSections<SectionIdentifierType: Hashable & Sendable, Item: Identifiable & Equatable>
where Item.ID: Sendable {
    /// The sections, in order, with their values in order.
    package let sections: [(id: SectionIdentifierType, items: [Item])]
    /// The values by identifier (the first, when an identifier repeats: the snapshot reports it).
    private let itemsByID: [Item.ID: Item]

    /// Sections with their values.
    ///
    /// - Complexity: O(*n*) for *n* values.
    package init(_ sections: [(SectionIdentifierType, [Item])]) {
        self.sections = sections.map { (id: $0.0, items: $0.1) }
        var itemsByID: [Item.ID: Item] = [:]
        itemsByID.reserveCapacity(sections.reduce(0) { $0 + $1.1.count })
        for (_, items) in sections {
            for item in items where itemsByID[item.id] == nil { itemsByID[item.id] = item }
        }
        self.itemsByID = itemsByID
    }

    // MARK: Queries

    /// The value with an identifier, if the sections hold one.
    ///
    /// - Complexity: O(1).
    package subscript(id: Item.ID) -> Item? { itemsByID[id] }

    /// The number of values.
    package var count: Int { itemsByID.count }

    // MARK: Snapshot

    /// The snapshot of the identifiers, with every value whose identifier `previous` also holds,
    /// with a different value, marked for reconfiguring (all of them are new when `previous` is
    /// `nil`: nothing to reconfigure).
    ///
    /// - Throws: `SnapshotError` naming repeated section or item identifiers.
    /// - Complexity: O(*n*) for *n* values.
    package func snapshot(reconfiguringChangesFrom previous: Self?) throws(SnapshotError) -> Snapshot<
        SectionIdentifierType, Item.ID
    > {
        var snapshot = try Snapshot<SectionIdentifierType, Item.ID>(sections.map { ($0.id, $0.items.map(\.id)) })
        guard let previous else { return snapshot }
        var changed: [Item.ID] = []
        for section in sections {
            for item in section.items {
                if let old = previous[item.id], old != item { changed.append(item.id) }
            }
        }
        if !changed.isEmpty { try snapshot.reconfigureItems(changed) }
        return snapshot
    }
}

// MARK: - Sendable

extension IdentifiedSections: Sendable where Item: Sendable {}
