#if canImport(UIKit)
    import ExampleScreens
    import SwiftUI
    import Tessera
    import TesseraSwiftUI

    // MARK: - SwiftUI cells

    @available(iOS 16, *)
    extension ProductListViewController {
        /// Seed 4 in SwiftUI: the same diffable data source, with `HostingCell` registrations whose
        /// content is a SwiftUI view — the seed's own API, written with SwiftUI cells. Grid cells are
        /// cards; list rows end with a chevron; headers are SwiftUI titles.
        func makeHostingDataSource() -> DataSource {
            let cell = CellRegistration<HostingCell, Screen.Product>.hosting { indexPath, product in
                let section = Screen.Section(rawValue: indexPath.section) ?? .all
                let row = ListContentRow(
                    content: Screen.content(for: product, in: section),
                    showsDisclosureIndicator: Screen.accessories(in: section).contains(.disclosureIndicator))
                if section == .all {
                    row
                } else {
                    row.padding(12)
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                        .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
                }
            }
            let header = SupplementaryRegistration<HostingCell>.hosting(elementKind: ElementKind.sectionHeader) {
                _, indexPath in
                Text(Screen.Section(rawValue: indexPath.section)?.title ?? "").font(.title3.bold())
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
            return makeDataSource(cell: cell, header: header)
        }
    }
#endif
