import Foundation
import Tessera

#if canImport(UIKit)
    import UIKit  // `IndexPath.section` (Tessera declares it where no UI framework does)
#endif

/// Seed 3 on the headless collection view, through its diffable data source and registrations.
extension FoodDeliveryScreen {
    /// The background of an item's cell: coloured banners, tiles for categories, none for the
    /// restaurants (their section has a rounded background).
    public static func background(for item: Item) -> BackgroundConfiguration? {
        switch item {
        case .banner(let title):
            let colors: [ConfigurationColor] = [
                .rgb(red: 255, green: 149, blue: 0), .rgb(red: 52, green: 199, blue: 89),
                .rgb(red: 0, green: 122, blue: 255),
                .rgb(red: 175, green: 82, blue: 222), .rgb(red: 255, green: 45, blue: 85),
            ]
            let index = banners.firstIndex(of: title) ?? 0
            return BackgroundConfiguration(
                backgroundColor: colors[index % colors.count], cornerRadius: 16,
                backgroundInsets: DirectionalEdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 6))
        case .category:
            return BackgroundConfiguration(backgroundColor: .secondarySystemBackground, cornerRadius: 12)
        case .restaurant:
            return nil
        }
    }

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
