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
        /// on iOS 16; on iOS 15, which has no such call, the background UIKit gave the cell before
        /// it was first set). Reuse sets it back to `nil`, on every iOS version, as `HeadlessCell`
        /// does: a background set for one item does not stay on the next.
        ///
        /// ```swift
        /// cell.background = BackgroundConfiguration(backgroundColor: .tint, cornerRadius: 12)
        /// ```
        public var background: BackgroundConfiguration? {
            willSet {
                guard !keepsSystemBackground else { return }
                systemBackground = backgroundConfiguration
                keepsSystemBackground = true
            }
            didSet {
                backgroundConfiguration = background.map(UIBackgroundConfiguration.init) ?? defaultBackground
            }
        }

        /// The background UIKit gave the cell before ``background`` first replaced it.
        private var systemBackground: UIBackgroundConfiguration?
        /// Whether ``systemBackground`` was kept.
        private var keepsSystemBackground = false

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
        /// `TesseraLayoutAttributes.cornerRadius`). Mirrors `apply(_:)`.
        public override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            applyTesseraCorners(from: layoutAttributes)
        }

        public override func prepareForReuse() {
            super.prepareForReuse()
            contentConfiguration = nil
            tesseraAccessories = nil
            accessories = []
            // A background set for one item (a tinted card, say) must not stay on the next one.
            background = nil
        }

        /// The background of a list cell in the section it is in.
        private var defaultBackground: UIBackgroundConfiguration? {
            if #available(iOS 16, tvOS 16, *) { return defaultBackgroundConfiguration() }
            return systemBackground
        }
    }
#endif
