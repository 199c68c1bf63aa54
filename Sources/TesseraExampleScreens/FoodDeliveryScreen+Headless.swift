import Foundation
import Tessera

#if canImport(UIKit)
    import UIKit  // `IndexPath.section` (Tessera declares it where no UI framework does)
#endif

/// Seed 3 on the headless collection view, through its diffable data source and registrations.
extension FoodDeliveryScreen {
    /// The screen on a headless collection view of a size, with the content applied.
    ///
    /// - Throws: `SnapshotError` if the content repeated an identifier (it does not).
    @MainActor
    public static func headless(
        size: CGSize, layoutDirection: TraitEnvironmentLayoutDirection = .leftToRight
    ) throws -> HeadlessScreen {
        let cell = CellRegistration<HeadlessItemCell, Item> { cell, _, item in
            if case .category(let name, let symbol) = item {
                cell.category = (name, symbol)
            } else {
                cell.contentConfiguration = item.content
            }
            cell.backgroundConfiguration = background(for: item)
        }
        let header = HeadlessScreen.titleRegistration(elementKind: ElementKind.sectionHeader, style: .plainHeader) {
            Section(rawValue: $0.section)?.title ?? ""
        }
        let footer = HeadlessScreen.titleRegistration(elementKind: ElementKind.sectionFooter, style: .plainFooter) {
            _ in footerText
        }
        return HeadlessScreen.diffable(
            size: size, layoutDirection: layoutDirection, layout: layout(), cell: cell,
            supplementaries: [ElementKind.sectionHeader: header, ElementKind.sectionFooter: footer],
            snapshot: try snapshot())
    }
}
