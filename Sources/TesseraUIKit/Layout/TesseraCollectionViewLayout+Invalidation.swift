#if canImport(UIKit)
    import UIKit

    // MARK: - Bounds changes

    extension TesseraCollectionViewLayout {
        /// A change of size solves the description again; a scroll only matters when pinned
        /// supplementaries or visible-items handlers follow the offset (the core decides:
        /// `HostLayoutState.invalidatesLayout(forBoundsChangeFrom:to:)`).
        open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            guard let collectionView else { return false }
            return state.invalidatesLayout(forBoundsChangeFrom: collectionView.bounds, to: newBounds)
        }

        open override func invalidationContext(forBoundsChange newBounds: CGRect)
            -> UICollectionViewLayoutInvalidationContext
        {
            let context = super.invalidationContext(forBoundsChange: newBounds)
            guard let collectionView, let tesseraContext = context as? TesseraLayoutInvalidationContext else {
                return context
            }
            // A new size solves again; a scroll refreshes only what it moves (the core decides).
            switch state.invalidation(forBoundsChangeFrom: collectionView.bounds, to: newBounds) {
            case .resize: tesseraContext.invalidatesForBoundsSizeChange = true
            case .scroll(let invalidation): tesseraContext.invalidate(invalidation)
            case nil: break
            }
            return context
        }

        // MARK: Invalidation

        /// What the context invalidates is the core's `LayoutInvalidationKind`: `reloadData()`
        /// forgets measured sizes and band offsets, a batch update keeps the state before it (to
        /// follow items in `prepare(forCollectionViewUpdates:)`), and all but a refresh of named
        /// elements solve again.
        open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            let kind = state.invalidate(
                LayoutInvalidationKind(
                    invalidatesEverything: context.invalidateEverything,
                    invalidatesDataSourceCounts: context.invalidateDataSourceCounts,
                    invalidatesForBoundsSizeChange: (context as? TesseraLayoutInvalidationContext)?
                        .invalidatesForBoundsSizeChange == true))
            switch kind {
            case .reload: stateBeforeUpdate = nil
            case .batchUpdate: stateBeforeUpdate = stateBeforeUpdate ?? state
            case .resolve, .refresh: break
            }
            needsSolve = needsSolve || kind.solvesAgain
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
                recordTakenMeasurement()
            case .supplementaryView:
                guard let kind = preferredAttributes.representedElementKind else { return false }
                pendingSelfSizingChange = state.recordPreferredSize(
                    size, forSupplementaryOfKind: kind, at: preferredAttributes.indexPath)
                recordTakenMeasurement()
            default:
                pendingSelfSizingChange = nil
            }
            return pendingSelfSizingChange != nil
        }

        /// Hands the size the state just took, if it took one, to the collection view's flight
        /// recorder.
        private func recordTakenMeasurement() {
            collectionView.map {
                $0.hostContext.flightRecorder?.recordMeasurement(
                    state.lastTakenMeasurement, layoutOffset: state.contentOffset, on: $0)
            }
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
