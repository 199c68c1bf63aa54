#if canImport(UIKit)
    import UIKit

    /// A list cell that shows a Tessera ``ListContentConfiguration`` with UIKit's
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

        /// Tessera's accessories at the trailing edge. On Tessera's engine the delete accessory
        /// reveals the row's trailing swipe actions, as UIKit's list sections make it do.
        @available(
            *, deprecated,
            message:
                "set UIKit's accessories: [.disclosureIndicator()] reads the same on HeadlessCell, UICellAccessory(_:) converts a ListCellAccessory, and a delete accessory's handler can call revealTrailingSwipeActions()"
        )
        public var listAccessories: [ListCellAccessory] {
            get { tesseraAccessories ?? [] }
            set { tesseraAccessories = newValue }
        }

        /// The accessories set through ``listAccessories``; `nil` when `accessories` is set directly.
        private var tesseraAccessories: [ListCellAccessory]? {
            didSet { updateAccessories() }
        }

        /// Whether Tessera's engine lays the cell out (its attributes are Tessera's), where UIKit's
        /// delete accessory has no swipe actions to reveal.
        private var isLaidOutByTessera = false {
            didSet { if isLaidOutByTessera != oldValue { updateAccessories() } }
        }

        private func updateAccessories() {
            guard let tesseraAccessories else { return }
            accessories = tesseraAccessories.map { accessory in
                guard accessory == .delete, isLaidOutByTessera else { return UICellAccessory(accessory) }
                return .delete(actionHandler: { [weak self] in self?.revealTrailingSwipeActions() })
            }
        }

        /// Opens the row's trailing swipe actions, as tapping UIKit's delete accessory does in a list
        /// section. On Tessera's engine, where TesseraUIKit draws the swipe actions, give the delete
        /// accessory a handler that calls it:
        ///
        /// ```swift
        /// cell.accessories = [.delete(displayed: .always, actionHandler: { [weak cell] in cell?.revealTrailingSwipeActions() })]
        /// ```
        ///
        /// Does nothing when the cell is not shown by a collection view.
        ///
        /// - Complexity: O(*d*) for a cell *d* views deep.
        public func revealTrailingSwipeActions() {
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
            contentConfiguration = nil
            tesseraAccessories = nil
            accessories = []
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
