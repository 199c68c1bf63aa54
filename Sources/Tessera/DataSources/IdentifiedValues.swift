import Foundation

/// The values an ``IdentifiedSectionsController`` was given last and the ones before, which its
/// cell provider reads by identifier (a snapshot still in flight when new values arrived may show
/// identifiers that are gone from the latest ones).
@MainActor
final class IdentifiedValues<SectionIdentifierType: Hashable & Sendable, Item: Identifiable & Equatable>
where Item.ID: Sendable {
    /// The values given last.
    private(set) var latest: IdentifiedSections<SectionIdentifierType, Item>?
    /// The values given before them.
    private var previous: IdentifiedSections<SectionIdentifierType, Item>?

    /// Replaces the values, keeping the ones before.
    func replace(with next: IdentifiedSections<SectionIdentifierType, Item>) {
        previous = latest
        latest = next
    }

    /// The value with an identifier, from the latest values or the ones before.
    ///
    /// - Complexity: O(1).
    func item(for id: Item.ID) -> Item? {
        latest?[id] ?? previous?[id]
    }
}
