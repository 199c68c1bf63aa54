#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TesseraUIKit

    // MARK: - SwiftUI cells

    @available(iOS 16, tvOS 16, *)
    extension CellRegistration where Cell == HostingCell {
        /// A registration whose cells show a SwiftUI view for each item, through
        /// `UIHostingConfiguration`. Mirrors a `UICollectionView.CellRegistration` whose handler sets
        /// `cell.contentConfiguration = UIHostingConfiguration { … }`.
        ///
        /// ```swift
        /// let productCell = CellRegistration<HostingCell, Product>.hosting { _, product in
        ///     ProductRow(product: product)
        /// }
        /// ```
        ///
        /// Create it once, like any registration; use it with
        /// `dequeueConfiguredReusableCell(using:for:item:)` in a diffable data source's cell provider.
        public static func hosting<Content: View>(
            margins: EdgeInsets? = nil,
            @ViewBuilder content: @escaping @MainActor (_ indexPath: IndexPath, _ item: Item) -> Content
        ) -> Self {
            Self { cell, indexPath, item in
                cell.setContent(margins: margins) { content(indexPath, item) }
            }
        }
    }
#endif
