#if canImport(UIKit)
    import UIKit

    /// A list cell that shows a Tessera `ListContentConfiguration` with UIKit's
    /// `UIListContentConfiguration`, and rounds the corners Tessera's engine gives inset-grouped
    /// rows. Use it where the same configuration code must also run headless: a registration body
    /// that sets `contentConfiguration` and `accessories`, as UIKit's list cells are configured,
    /// runs unchanged on a `HeadlessCell` in tests.
    ///
    /// ```swift
    /// let registration = CellRegistration<ListCell, Product> { cell, _, product in
    ///     cell.contentConfiguration = ListContentConfiguration(
    ///         style: .subtitleCell, text: product.name, secondaryText: product.price)
    ///     cell.accessories = [.disclosureIndicator()]
    /// }
    /// ```
    @MainActor
    public final class ListCell: UICollectionViewListCell {
        /// What the cell shows; `nil` clears it.
        @available(*, deprecated, renamed: "contentConfiguration")
        public var content: ListContentConfiguration? {
            get { contentConfiguration as? ListContentConfiguration }
            set { contentConfiguration = newValue }
        }

        /// What the cell shows behind its content, as `HeadlessCell`'s `backgroundConfiguration`;
        /// `nil` gives it back the list cell's default background (`defaultBackgroundConfiguration()`
        /// on iOS 16, the plain list cell's on iOS 15).
        ///
        /// ```swift
        /// cell.background = BackgroundConfiguration(backgroundColor: .tint, cornerRadius: 12)
        /// ```
        public var background: BackgroundConfiguration? {
            didSet {
                backgroundConfiguration =
                    background.map(UIBackgroundConfiguration.init) ?? Self.defaultBackground(for: self)
            }
        }

        /// Tessera's accessories at the trailing edge.
        @available(
            *, deprecated,
            message:
                "set UIKit's accessories: [.disclosureIndicator()] reads the same on HeadlessCell, and UICellAccessory(_:) converts a ListCellAccessory"
        )
        public var listAccessories: [ListCellAccessory] {
            get { tesseraAccessories ?? [] }
            set { tesseraAccessories = newValue }
        }

        /// The accessories set through ``listAccessories``; `nil` when `accessories` is set directly.
        private var tesseraAccessories: [ListCellAccessory]? {
            didSet { if let tesseraAccessories { accessories = tesseraAccessories.map(UICellAccessory.init) } }
        }

        /// Rounds the corners the layout asks for (an inset-grouped section's first and last rows,
        /// ``TesseraLayoutAttributes/cornerRadius``). Mirrors `apply(_:)`.
        public override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            applyTesseraCorners(from: layoutAttributes)
        }

        public override func prepareForReuse() {
            super.prepareForReuse()
            contentConfiguration = nil
            tesseraAccessories = nil
            accessories = []
            // A background set for one item (a tinted card, say) must not stay on the next one: back
            // to the default of the section the cell is in (iOS 16). iOS 15 has no API for that
            // default, and a plain one would give rows of grouped sections the plain look, so there
            // the background is left as it is: a registration that sets a background for some items
            // sets one for every item.
            if #available(iOS 16, tvOS 16, *) { background = nil }
        }

        /// The background a list cell starts with.
        static func defaultBackground(for cell: UICollectionViewListCell) -> UIBackgroundConfiguration {
            if #available(iOS 16, tvOS 16, *) { return cell.defaultBackgroundConfiguration() }
            return .listPlainCell()
        }
    }
#endif
