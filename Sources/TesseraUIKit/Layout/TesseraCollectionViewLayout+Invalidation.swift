#if canImport(UIKit)
    import UIKit

    // MARK: - Bounds changes

    extension TesseraCollectionViewLayout {
        /// A change of size solves the description again; a scroll only matters when pinned
        /// supplementaries or visible-items handlers follow the offset.
        open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            guard let collectionView else { return false }
            if newBounds.size != collectionView.bounds.size { return true }
            return state.solution?.dependsOnContentOffset ?? false
        }

        open override func invalidationContext(forBoundsChange newBounds: CGRect)
            -> UICollectionViewLayoutInvalidationContext
        {
            let context = super.invalidationContext(forBoundsChange: newBounds)
            guard let collectionView, let tesseraContext = context as? TesseraLayoutInvalidationContext else {
                return context
            }
            if newBounds.size != collectionView.bounds.size {
                tesseraContext.invalidatesForBoundsSizeChange = true
                return context
            }
            guard var solution = state.solution else { return context }
            solution.contentOffset = newBounds.origin
            // Only what the scroll moves: the core decides (LayoutSolution.invalidation).
            tesseraContext.invalidate(solution.invalidation(forScrollingFrom: collectionView.bounds.origin))
            return context
        }

        // MARK: Invalidation

        open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            if context.invalidateEverything && context.invalidateDataSourceCounts {
                // reloadData(): everything may have changed, measured sizes and band offsets included.
                state.forgetForReload()
                stateBeforeUpdate = nil
                needsSolve = true
            } else if context.invalidateDataSourceCounts {
                // A batch update: keep the state before it, to follow items in
                // prepare(forCollectionViewUpdates:).
                if stateBeforeUpdate == nil { stateBeforeUpdate = state }
                needsSolve = true
            } else if context.invalidateEverything {
                needsSolve = true
            }
            if (context as? TesseraLayoutInvalidationContext)?.invalidatesForBoundsSizeChange == true {
                needsSolve = true
            }
            if let collectionView { updateScrollPosition(of: collectionView) }
            super.invalidateLayout(with: context)
        }

        // MARK: Self-sizing

        /// Records the size a cell or supplementary view measured itself at; only estimated
        /// dimensions change, and only a change of the layout invalidates it.
        open override func shouldInvalidateLayout(
            forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
            withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
        ) -> Bool {
            let size = preferredAttributes.size
            switch preferredAttributes.representedElementCategory {
            case .cell:
                pendingSelfSizingChange = state.recordPreferredSize(size, forItemAt: preferredAttributes.indexPath)
            case .supplementaryView:
                guard let kind = preferredAttributes.representedElementKind else { return false }
                pendingSelfSizingChange = state.recordPreferredSize(
                    size, forSupplementaryOfKind: kind, at: preferredAttributes.indexPath)
            default:
                pendingSelfSizingChange = nil
            }
            return pendingSelfSizingChange != nil
        }

        open override func invalidationContext(
            forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
            withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
        ) -> UICollectionViewLayoutInvalidationContext {
            let context = super.invalidationContext(
                forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
            if let change = pendingSelfSizingChange {
                context.contentSizeAdjustment = change.contentSizeAdjustment
                context.contentOffsetAdjustment = change.contentOffsetAdjustment
                // The elements in the bounds the measurement moved, decided by the core.
                context.invalidate(change.invalidation)
            }
            pendingSelfSizingChange = nil
            return context
        }
    }

    // MARK: - Transcribing the core's invalidations

    extension UICollectionViewLayoutInvalidationContext {
        /// Names the elements of a core invalidation.
        func invalidate(_ invalidation: LayoutInvalidation) {
            if !invalidation.items.isEmpty { invalidateItems(at: invalidation.items) }
            for (kind, indexPaths) in invalidation.supplementaryElements where !indexPaths.isEmpty {
                invalidateSupplementaryElements(ofKind: kind, at: indexPaths)
            }
            for (kind, indexPaths) in invalidation.decorationElements where !indexPaths.isEmpty {
                invalidateDecorationElements(ofKind: kind, at: indexPaths)
            }
        }
    }
#endif
