import Foundation
import Tessera

#if canImport(UIKit)
    import UIKit  // `IndexPath.section` (Tessera declares it where no UI framework does)
#endif

/// Seed 4 on the headless collection view, through its diffable data source and registrations.
extension ProductListScreen {
    /// The background of a product's cell: rounded tiles in the grids, none in the list.
    public static func background(in section: Section) -> BackgroundConfiguration? {
        switch section {
        case .featured, .onSale:
            return BackgroundConfiguration(backgroundColor: .secondarySystemBackground, cornerRadius: 12)
        case .all:
            return nil
        }
    }

    /// The screen on a headless collection view of a size, with the catalogue applied.
    ///
    /// - Throws: `SnapshotError` if the catalogue repeated an identifier (it does not).
    @MainActor
    public static func headless(
        size: CGSize, layoutDirection: TraitEnvironmentLayoutDirection = .leftToRight
    ) throws -> HeadlessScreen {
        let cell = CellRegistration<HeadlessCell, Product> { cell, indexPath, product in
            let section = Section(rawValue: indexPath.section) ?? .all
            cell.contentConfiguration = content(for: product, in: section)
            cell.accessories = accessories(in: section)
            cell.backgroundConfiguration = background(in: section)
        }
        let header = HeadlessScreen.titleRegistration(elementKind: ElementKind.sectionHeader, style: .plainHeader) {
            Section(rawValue: $0.section)?.title ?? ""
        }
        return HeadlessScreen.diffable(
            size: size, layoutDirection: layoutDirection, layout: layout(), cell: cell,
            supplementaries: [ElementKind.sectionHeader: header], snapshot: try snapshot())
    }
}
