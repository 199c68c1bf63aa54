import Foundation

/// The values an `IdentifiedSectionsController`'s cell provider reads by identifier: those of the
/// state the collection view shows — switched inside the update that shows them, so that however
/// many updates wait behind one in flight, the rows on screen always find theirs — and the values
/// given last, which the next update's reconfigure marks are compared with.
@MainActor
final class IdentifiedValues<SectionIdentifierType: Hashable & Sendable, Item: Identifiable & Equatable>
where Item.ID: Sendable {
    /// The values given last.
    private(set) var latest: IdentifiedSections<SectionIdentifierType, Item>?
    /// The values of the state shown.
    private var shown: IdentifiedSections<SectionIdentifierType, Item>?

    /// Takes the values given last (not shown yet).
    func replace(with next: IdentifiedSections<SectionIdentifierType, Item>) {
        latest = next
    }

    /// Records the values of the state the collection view now shows (called inside the update).
    func show(_ values: IdentifiedSections<SectionIdentifierType, Item>) {
        shown = values
    }

    /// The value with an identifier: the shown one, or the latest for an identifier not shown.
    ///
    /// - Complexity: O(1).
    func item(for id: Item.ID) -> Item? {
        shown?[id] ?? latest?[id]
    }
}
