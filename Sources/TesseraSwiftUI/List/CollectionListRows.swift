#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TesseraUIKit
    import UIKit

    /// How a ``CollectionList``'s cells are built: the row builder, replaced on each update, and
    /// the registration that reads it.
    @available(iOS 16, tvOS 16, *)
    @MainActor
    final class CollectionListRows<Item, Row: View> {
        /// Builds a row.
        var row: (@MainActor (Item) -> Row)?

        /// The registrations of the headers and footers (made with the cells'), by element kind.
        let supplementaryRegistrations: [String: SupplementaryRegistration<HostingCell>] = [
            ElementKind.sectionHeader: SupplementaryRegistration(elementKind: ElementKind.sectionHeader) { _, _, _ in },
            ElementKind.sectionFooter: SupplementaryRegistration(elementKind: ElementKind.sectionFooter) { _, _, _ in },
        ]

        /// The registration of the list's cells, made once, before the first cell is asked for
        /// (UIKit refuses registrations made while it asks for a cell).
        private(set) lazy var registration = CellRegistration<HostingCell, Item> { [weak self] cell, _, item in
            guard let row = self?.row else { return }
            cell.setContent { row(item) }
        }
    }
#endif
