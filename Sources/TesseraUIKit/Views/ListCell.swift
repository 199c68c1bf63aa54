#if canImport(UIKit)
    import UIKit

    /// A list cell that shows a Tessera ``ListContentConfiguration`` with UIKit's
    /// `UIListContentConfiguration`, and Tessera accessories as `UICellAccessory`s. Use it where the
    /// same configuration code must also run headless.
    ///
    /// ```swift
    /// let registration = CellRegistration<ListCell, Product> { cell, _, product in
    ///     cell.content = ListContentConfiguration(style: .subtitleCell, text: product.name, secondaryText: product.price)
    ///     cell.listAccessories = [.disclosureIndicator]
    /// }
    /// ```
    @MainActor
    public final class ListCell: UICollectionViewListCell {
        /// What the cell shows; `nil` clears it.
        public var content: ListContentConfiguration? {
            didSet { contentConfiguration = content.map(UIListContentConfiguration.init) }
        }

        /// The accessories at the trailing edge.
        public var listAccessories: [ListCellAccessory] = [] {
            didSet { accessories = listAccessories.map(UICellAccessory.init) }
        }

        /// Rounds the corners the layout asks for (an inset-grouped section's first and last rows,
        /// ``TesseraLayoutAttributes/cornerRadius``). Mirrors `apply(_:)`.
        public override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            applyTesseraCorners(from: layoutAttributes)
        }

        public override func prepareForReuse() {
            super.prepareForReuse()
            content = nil
            listAccessories = []
            // A background set for one item (a tinted card, say) must not stay on the next one.
            backgroundConfiguration = Self.defaultBackground(for: self)
        }

        /// The background a list cell starts with.
        static func defaultBackground(for cell: UICollectionViewListCell) -> UIBackgroundConfiguration {
            if #available(iOS 16, tvOS 16, *) { return cell.defaultBackgroundConfiguration() }
            return .listPlainCell()
        }
    }
#endif
