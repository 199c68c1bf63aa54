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

        /// What the cell shows behind its content; `nil` gives it back the list cell's default
        /// background (`defaultBackgroundConfiguration()`).
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

        /// The accessories at the trailing edge. On Tessera's engine the delete accessory reveals
        /// the row's trailing swipe actions, as UIKit's list sections make it do.
        public var listAccessories: [ListCellAccessory] = [] {
            didSet { updateAccessories() }
        }

        /// Whether Tessera's engine lays the cell out (its attributes are Tessera's), where UIKit's
        /// delete accessory has no swipe actions to reveal.
        private var isLaidOutByTessera = false {
            didSet { if isLaidOutByTessera != oldValue { updateAccessories() } }
        }

        private func updateAccessories() {
            accessories = listAccessories.map { accessory in
                guard accessory == .delete, isLaidOutByTessera else { return UICellAccessory(accessory) }
                return .delete(actionHandler: { [weak self] in self?.revealTrailingSwipeActions() })
            }
        }

        /// Opens the row's trailing swipe actions, drawn by TesseraUIKit on Tessera's engine.
        private func revealTrailingSwipeActions() {
            var ancestor = superview
            while let view = ancestor, !(view is UICollectionView) { ancestor = view.superview }
            guard let collectionView = ancestor as? UICollectionView,
                let indexPath = collectionView.indexPath(for: self)
            else { return }
            collectionView.tesseraBridge.swipeActionsHandler?.open(.trailing, forItemAt: indexPath)
        }

        /// Rounds the corners the layout asks for (an inset-grouped section's first and last rows,
        /// ``TesseraLayoutAttributes/cornerRadius``). Mirrors `apply(_:)`.
        public override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            isLaidOutByTessera = layoutAttributes is TesseraLayoutAttributes
            applyTesseraCorners(from: layoutAttributes)
        }

        public override func prepareForReuse() {
            super.prepareForReuse()
            content = nil
            listAccessories = []
            // A background set for one item (a tinted card, say) must not stay on the next one.
            background = nil
        }

        /// The background a list cell starts with.
        static func defaultBackground(for cell: UICollectionViewListCell) -> UIBackgroundConfiguration {
            if #available(iOS 16, tvOS 16, *) { return cell.defaultBackgroundConfiguration() }
            return .listPlainCell()
        }
    }
#endif
