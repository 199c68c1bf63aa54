#if canImport(UIKit)
    import Tessera
    import UIKit

    // MARK: - UICollectionViewDelegate

    /// The calls Tessera takes part in, each delivered as the core's `DelegateCall.route` says:
    /// to Tessera's delegate, then to the app's `forwardingDelegate` when it implements the call.
    /// Every other delegate call goes to the app's delegate alone (`forwardingTarget(for:)`).
    extension CollectionViewBridge: UICollectionViewDelegate {
        func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
            DelegateRoute.combinedAnswer(
                tessera: delegate?.collectionView(collectionView, shouldSelectItemAt: indexPath) ?? true,
                app: forwardingDelegate?.collectionView?(collectionView, shouldSelectItemAt: indexPath))
        }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            deliver(
                .didSelectItem, on: collectionView,
                tessera: { $0.collectionView(collectionView, didSelectItemAt: indexPath) },
                app: { $0.collectionView?(collectionView, didSelectItemAt: indexPath) })
        }

        func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
            deliver(
                .didDeselectItem, on: collectionView,
                tessera: { $0.collectionView(collectionView, didDeselectItemAt: indexPath) },
                app: { $0.collectionView?(collectionView, didDeselectItemAt: indexPath) })
        }

        func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
            deliver(
                .didHighlightItem, on: collectionView,
                tessera: { $0.collectionView(collectionView, didHighlightItemAt: indexPath) },
                app: { $0.collectionView?(collectionView, didHighlightItemAt: indexPath) })
        }

        func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
            deliver(
                .didUnhighlightItem, on: collectionView,
                tessera: { $0.collectionView(collectionView, didUnhighlightItemAt: indexPath) },
                app: { $0.collectionView?(collectionView, didUnhighlightItemAt: indexPath) })
        }

        func collectionView(
            _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
        ) {
            setMoveActions(of: cell, at: indexPath, in: collectionView)
            deliver(
                .willDisplayCell, on: collectionView,
                tessera: { $0.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath) },
                app: { $0.collectionView?(collectionView, willDisplay: cell, forItemAt: indexPath) })
        }

        /// Offers the core's moves to VoiceOver as custom actions, beside the cell provider's own.
        func setMoveActions(of cell: UICollectionViewCell, at indexPath: IndexPath, in collectionView: UICollectionView)
        {
            let moves = collectionView.accessibilityMoveActions(forItemAt: indexPath, dataSource: dataSource)
            let others = (cell.accessibilityCustomActions ?? []).filter { !($0 is TesseraMoveAction) }
            let actions = moves.map { move in
                TesseraMoveAction(name: move.name) { [weak self, weak collectionView, weak cell] _ in
                    // The cell may have moved since the actions were made: start from where it is.
                    guard let self, let collectionView, let cell, let source = collectionView.indexPath(for: cell),
                        let current = collectionView.accessibilityMoveActions(
                            forItemAt: source, dataSource: self.dataSource
                        ).first(where: { $0.name == move.name })
                    else { return false }
                    collectionView.performAccessibilityMove(
                        from: source, to: current.destination, dataSource: self.dataSource)
                    // The moves of every cell on screen change with its place.
                    for visible in collectionView.visibleCells {
                        if let path = collectionView.indexPath(for: visible) {
                            self.setMoveActions(of: visible, at: path, in: collectionView)
                        }
                    }
                    return true
                }
            }
            cell.accessibilityCustomActions = others + actions
        }

        func collectionView(
            _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
            forItemAt indexPath: IndexPath
        ) {
            deliver(
                .didEndDisplayingCell, on: collectionView,
                tessera: { $0.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath) },
                app: { $0.collectionView?(collectionView, didEndDisplaying: cell, forItemAt: indexPath) })
        }

        func collectionView(
            _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
            forElementKind elementKind: String, at indexPath: IndexPath
        ) {
            // Section headers are headings for VoiceOver's rotor, as the core decides.
            view.setTesseraHeading(collectionView.isAccessibilityHeading(.supplementary(elementKind, indexPath)))
            deliver(
                .willDisplaySupplementaryView, on: collectionView,
                tessera: {
                    $0.collectionView(
                        collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
                },
                app: {
                    $0.collectionView?(
                        collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
                })
        }

        func collectionView(
            _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
            forElementOfKind elementKind: String, at indexPath: IndexPath
        ) {
            deliver(
                .didEndDisplayingSupplementaryView, on: collectionView,
                tessera: {
                    $0.collectionView(
                        collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind,
                        at: indexPath)
                },
                app: {
                    $0.collectionView?(
                        collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind,
                        at: indexPath)
                })
        }

        func collectionView(
            _ collectionView: UICollectionView,
            targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
            atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
        ) -> IndexPath {
            // Tessera's alone (DelegateCall.targetIndexPathForMove): the data source's reordering rule.
            delegate?.collectionView(
                collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath,
                toProposedIndexPath: proposedIndexPath) ?? proposedIndexPath
        }

        // MARK: UIScrollViewDelegate

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            guard let collectionView = scrollView as? UICollectionView else { return }
            deliver(
                .didScroll, on: collectionView, tessera: { $0.collectionViewDidScroll(collectionView) },
                app: { $0.scrollViewDidScroll?(scrollView) })
        }

        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            guard let collectionView = scrollView as? UICollectionView else { return }
            deliver(
                .willBeginDragging, on: collectionView, tessera: { $0.collectionViewWillBeginDragging(collectionView) },
                app: { $0.scrollViewWillBeginDragging?(scrollView) })
        }

        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            guard let collectionView = scrollView as? UICollectionView else { return }
            deliver(
                .didEndDragging, on: collectionView,
                tessera: { $0.collectionViewDidEndDragging(collectionView, willDecelerate: decelerate) },
                app: { $0.scrollViewDidEndDragging?(scrollView, willDecelerate: decelerate) })
        }

        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            guard let collectionView = scrollView as? UICollectionView else { return }
            deliver(
                .didEndDecelerating, on: collectionView,
                tessera: { $0.collectionViewDidEndDecelerating(collectionView) },
                app: { $0.scrollViewDidEndDecelerating?(scrollView) })
        }

        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            guard let collectionView = scrollView as? UICollectionView else { return }
            deliver(
                .didEndScrollingAnimation, on: collectionView,
                tessera: { $0.collectionViewDidEndScrollingAnimation(collectionView) },
                app: { $0.scrollViewDidEndScrollingAnimation?(scrollView) })
        }
    }
#endif
