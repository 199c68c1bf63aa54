#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TesseraUIKit
    import UIKit

    /// What a ``CollectionList``'s cells are built from: the values by identifier and the row
    /// builder, replaced on each update and read by the cell registration.
    @available(iOS 16, tvOS 16, *)
    @MainActor
    final class CollectionListRows<SectionID: Hashable & Sendable, Item: Identifiable & Equatable, Row: View>
    where Item.ID: Sendable {
        /// The values given last.
        var content: IdentifiedSections<SectionID, Item>?
        /// The values given before: a snapshot still in flight when new values arrived may show
        /// identifiers that are gone from the latest ones.
        var previousContent: IdentifiedSections<SectionID, Item>?
        /// Builds a row.
        var row: (@MainActor (Item) -> Row)?

        /// The registration of the list's cells, made once (UIKit refuses registrations made while
        /// it asks for a cell).
        private(set) lazy var registration = CellRegistration<HostingCell, Item.ID> { [weak self] cell, _, id in
            guard let self, let item = self.item(for: id), let row = self.row else {
                cell.setContent { EmptyView() }
                return
            }
            cell.setContent { row(item) }
        }

        /// Replaces the values, keeping the ones before for snapshots still in flight.
        func replaceContent(with next: IdentifiedSections<SectionID, Item>) {
            previousContent = content
            content = next
        }

        /// The value with an identifier, from the latest values or the ones before.
        ///
        /// - Complexity: O(1).
        func item(for id: Item.ID) -> Item? {
            content?[id] ?? previousContent?[id]
        }
    }
#endif
