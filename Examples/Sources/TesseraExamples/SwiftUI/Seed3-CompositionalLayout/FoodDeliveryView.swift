#if canImport(UIKit)
    import ExampleScreens
    import SwiftUI
    import Tessera
    import TesseraSwiftUI

    /// Seed 3 in SwiftUI: the food-delivery home screen of ``FoodDeliveryViewController`` — paging
    /// banners that scale by their distance from the centre, sideways-scrolling categories and the
    /// restaurants on a rounded background — in a `CollectionList` laid out by the seed's own
    /// section descriptions (`FoodDeliveryScreen.bannerSection()`, `categorySection()`,
    /// `restaurantSection()`), on Tessera's engine.
    ///
    /// `CollectionList` shows rows only, so the section headers and the footer are rows of their
    /// own sections, and their boundary items are removed from the seed's sections.
    @available(iOS 16, *)
    struct FoodDeliveryView: View {
        var body: some View {
            CollectionList(sections: Self.sections) { index, environment in
                FoodDeliveryView.layoutSection(at: index, environment: environment)
            } row: { row in
                FoodDeliveryRowView(row: row)
            }
            .background(Color(uiColor: .systemBackground))
        }

        // MARK: Content

        /// The banners, the categories and the restaurants of ``FoodDeliveryScreen``, with the
        /// titles and the footnote between them.
        private static var sections: [(String, [FoodDeliveryRow])] {
            typealias Screen = FoodDeliveryScreen
            return [
                ("banners", Screen.banners.map { .item(.banner($0)) }),
                ("categories title", [.title(Screen.Section.categories.title)]),
                ("categories", Screen.categories.map { .item(.category(name: $0.name, symbol: $0.symbol)) }),
                ("restaurants title", [.title(Screen.Section.restaurants.title)]),
                (
                    "restaurants",
                    Screen.restaurants.map {
                        .item(.restaurant(name: $0.name, cuisine: $0.cuisine, minutes: $0.minutes))
                    }
                ),
                ("footnote", [.footnote(Screen.footerText)]),
            ]
        }

        // MARK: Layout

        /// The seed's sections, without their headers and footers, and a row section for each
        /// title and the footnote.
        private static func layoutSection(at index: Int, environment: LayoutEnvironment) -> LayoutSection {
            switch index {
            case 0:
                return FoodDeliveryScreen.bannerSection(environment: environment)
            case 1, 3:
                return .fullWidthRows(height: .estimated(44))
            case 2:
                return withoutBoundaryItems(FoodDeliveryScreen.categorySection(environment: environment))
            case 4:
                return withoutBoundaryItems(FoodDeliveryScreen.restaurantSection())
            default:
                return .fullWidthRows(height: .estimated(32), horizontalInset: 24)
            }
        }

        /// `section` without headers and footers.
        private static func withoutBoundaryItems(_ section: LayoutSection) -> LayoutSection {
            var section = section
            section.boundarySupplementaryItems = []
            return section
        }
    }
#endif
