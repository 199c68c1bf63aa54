#if canImport(UIKit)
    import UIKit

    // MARK: - Animated updates

    extension TesseraCollectionViewLayout {
        /// Measured sizes follow their items through the update, and the solution before it is kept
        /// for the items that disappear.
        open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
            super.prepare(forCollectionViewUpdates: updateItems)
            // Already begun in prepare() with the update Tessera performed.
            guard !hasBegunUpdate else { return }
            // An update UIKit made itself (an interactive move): follow UIKit's description of it.
            guard var before = stateBeforeUpdate, let collectionView else { return }
            stateBeforeUpdate = nil
            // Measured sizes follow their items when UIKit's description of the update maps the
            // counts; otherwise they are forgotten (the core decides, HostLayoutState).
            before.layout = state.layout
            before.beginUpdate(describedBy: [BatchUpdate(updateItems)], itemCountsAfter: state.itemCounts)
            state = before
            solve(
                in: solvedEnvironment
                    ?? LayoutEnvironment(collectionView: collectionView, scrollDirection: state.layout.scrollDirection),
                collectionView: collectionView)
        }

        open override func finalizeCollectionViewUpdates() {
            super.finalizeCollectionViewUpdates()
            state.endUpdate()
            hasBegunUpdate = false
        }

        open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            if let attributes = state.initialAttributes(forAppearing: .cell(itemIndexPath)) {
                return .make(from: attributes)
            }
            return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        }

        open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            if let attributes = state.finalAttributes(forDisappearing: .cell(itemIndexPath)) {
                return .make(from: attributes)
            }
            return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        }

        open override func initialLayoutAttributesForAppearingSupplementaryElement(
            ofKind elementKind: String, at elementIndexPath: IndexPath
        ) -> UICollectionViewLayoutAttributes? {
            if let attributes = state.initialAttributes(forAppearing: .supplementary(elementKind, elementIndexPath)) {
                return .make(from: attributes)
            }
            return super.initialLayoutAttributesForAppearingSupplementaryElement(
                ofKind: elementKind, at: elementIndexPath)
        }

        open override func finalLayoutAttributesForDisappearingSupplementaryElement(
            ofKind elementKind: String, at elementIndexPath: IndexPath
        ) -> UICollectionViewLayoutAttributes? {
            if let attributes = state.finalAttributes(forDisappearing: .supplementary(elementKind, elementIndexPath)) {
                return .make(from: attributes)
            }
            return super.finalLayoutAttributesForDisappearingSupplementaryElement(
                ofKind: elementKind, at: elementIndexPath)
        }

        open override func initialLayoutAttributesForAppearingDecorationElement(
            ofKind elementKind: String, at decorationIndexPath: IndexPath
        ) -> UICollectionViewLayoutAttributes? {
            if let attributes = state.initialAttributes(forAppearing: .decoration(elementKind, decorationIndexPath)) {
                return .make(from: attributes)
            }
            return super.initialLayoutAttributesForAppearingDecorationElement(
                ofKind: elementKind, at: decorationIndexPath)
        }

        open override func finalLayoutAttributesForDisappearingDecorationElement(
            ofKind elementKind: String, at decorationIndexPath: IndexPath
        ) -> UICollectionViewLayoutAttributes? {
            if let attributes = state.finalAttributes(forDisappearing: .decoration(elementKind, decorationIndexPath)) {
                return .make(from: attributes)
            }
            return super.finalLayoutAttributesForDisappearingDecorationElement(
                ofKind: elementKind, at: decorationIndexPath)
        }
    }
#endif
