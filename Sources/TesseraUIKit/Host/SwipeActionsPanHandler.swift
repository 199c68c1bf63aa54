#if canImport(UIKit)
    import UIKit

    /// Swipe actions on rows laid out by ``TesseraCollectionViewLayout``, where UIKit's list
    /// sections do not draw them: a horizontal pan on a row whose data source offers actions
    /// (``CollectionViewSwipeActionsProviding``) slides the row's content over a tray of buttons.
    /// How far the row follows and where it settles is the core's ``SwipeActionsInteraction``;
    /// this type transcribes it into views and animations.
    @MainActor
    final class SwipeActionsPanHandler: NSObject, UIGestureRecognizerDelegate {
        /// A row being swiped, or open.
        private struct SwipedRow {
            var indexPath: IndexPath
            weak var cell: UICollectionViewCell?
            var interaction: SwipeActionsInteraction
            var configurations: [SwipeActionEdge: SwipeActionsConfiguration]
            /// The tray of buttons behind the row, one per edge with actions.
            var trays: [SwipeActionEdge: UIView]
            /// The row content's offset when the pan began (non-zero when the row was open).
            var startOffset: CGFloat
        }

        private weak var collectionView: UICollectionView?
        private let pan = UIPanGestureRecognizer()
        private var row: SwipedRow?

        init(collectionView: UICollectionView) {
            self.collectionView = collectionView
            super.init()
            pan.addTarget(self, action: #selector(handlePan(_:)))
            pan.delegate = self
            collectionView.addGestureRecognizer(pan)
            // Scrolling closes an open row (UIKit's list rows do the same).
            collectionView.panGestureRecognizer.addTarget(self, action: #selector(collectionViewDidPan(_:)))
        }

        // MARK: UIGestureRecognizerDelegate

        /// Begins for a mostly horizontal pan on a row with actions, while Tessera's engine lays out
        /// the collection view.
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard gestureRecognizer === pan, let collectionView,
                collectionView.collectionViewLayout is TesseraCollectionViewLayout
            else { return false }
            let velocity = pan.velocity(in: collectionView)
            guard SwipeActionsInteraction.beginsSwipe(velocity: velocity),
                let indexPath = collectionView.indexPathForItem(at: pan.location(in: collectionView))
            else { return false }
            if let open = row, open.indexPath == indexPath { return true }
            return actions(at: indexPath, in: collectionView).isEmpty == false
        }

        // MARK: Opening without a pan

        /// Opens a row's actions on one edge, as a tap on a list cell's delete accessory reveals
        /// the trailing ones. Nothing happens when the row has no actions there.
        func open(_ edge: SwipeActionEdge, forItemAt indexPath: IndexPath) {
            guard let collectionView, let cell = collectionView.cellForItem(at: indexPath) else { return }
            begin(at: cell.center, in: collectionView)
            guard let row, row.interaction.side(edge) != nil else {
                close(animated: false)
                return
            }
            settle(row, outcome: .open(edge))
        }

        // MARK: Panning

        @objc private func handlePan(_ gestureRecognizer: UIPanGestureRecognizer) {
            guard let collectionView else { return }
            let translation = gestureRecognizer.translation(in: collectionView).x
            switch gestureRecognizer.state {
            case .began:
                begin(at: gestureRecognizer.location(in: collectionView), in: collectionView)
            case .changed:
                guard let row else { return }
                setOffset(row.interaction.offset(forTranslation: row.startOffset + translation), of: row)
            case .ended:
                guard let row else { return }
                let velocity = gestureRecognizer.velocity(in: collectionView).x
                settle(
                    row,
                    outcome: row.interaction.outcome(forTranslation: row.startOffset + translation, velocity: velocity))
            case .cancelled, .failed:
                close(animated: true)
            default:
                break
            }
        }

        @objc private func collectionViewDidPan(_ gestureRecognizer: UIPanGestureRecognizer) {
            if gestureRecognizer.state == .began { close(animated: true) }
        }

        /// Starts swiping the row under the finger, closing another open row.
        private func begin(at location: CGPoint, in collectionView: UICollectionView) {
            guard let indexPath = collectionView.indexPathForItem(at: location),
                let cell = collectionView.cellForItem(at: indexPath)
            else { return }
            if let open = row, open.indexPath == indexPath, open.cell === cell {
                row?.startOffset = cell.contentView.transform.tx
                return
            }
            close(animated: false)
            let configurations = actions(at: indexPath, in: collectionView)
            var trays: [SwipeActionEdge: UIView] = [:]
            var sides: [SwipeActionEdge: SwipeActionsInteraction.Side] = [:]
            let direction: TraitEnvironmentLayoutDirection =
                collectionView.effectiveUserInterfaceLayoutDirection == .leftToRight ? .leftToRight : .rightToLeft
            for (edge, configuration) in configurations {
                let (tray, widths) = makeTray(for: configuration, edge: edge, layoutDirection: direction, cell: cell)
                collectionView.insertSubview(tray, belowSubview: cell)
                trays[edge] = tray
                sides[edge] = .init(
                    buttonWidths: widths,
                    performsFirstActionWithFullSwipe: configuration.performsFirstActionWithFullSwipe)
            }
            let interaction = SwipeActionsInteraction(
                rowWidth: cell.bounds.width, leading: sides[.leading], trailing: sides[.trailing],
                layoutDirection: direction)
            row = SwipedRow(
                indexPath: indexPath, cell: cell, interaction: interaction, configurations: configurations,
                trays: trays, startOffset: 0)
        }

        /// The configurations the data source offers for a row, by edge (edges without actions
        /// left out).
        private func actions(at indexPath: IndexPath, in collectionView: UICollectionView)
            -> [SwipeActionEdge: SwipeActionsConfiguration]
        {
            guard
                let provider = CollectionViewBridge.bridge(for: collectionView).dataSource
                    as? any CollectionViewSwipeActionsProviding
            else { return [:] }
            var configurations: [SwipeActionEdge: SwipeActionsConfiguration] = [:]
            for edge in SwipeActionEdge.allCases {
                configurations[edge] = provider.swipeActionsConfiguration(forItemAt: indexPath, edge: edge)
            }
            return configurations
        }

        /// A tray of buttons, the first nearest the row's edge, as wide as the row and behind it.
        private func makeTray(
            for configuration: SwipeActionsConfiguration, edge: SwipeActionEdge,
            layoutDirection: TraitEnvironmentLayoutDirection, cell: UICollectionViewCell
        )
            -> (UIView, [CGFloat])
        {
            let tray = UIView(frame: cell.frame)
            tray.clipsToBounds = true
            tray.isHidden = true
            var buttons: [UIButton] = []
            for (index, action) in configuration.actions.enumerated() {
                let button = UIButton(type: .system)
                button.setTitle(action.title, for: .normal)
                button.setImage(action.systemImageName.flatMap { UIImage(systemName: $0) }, for: .normal)
                button.tintColor = .white
                button.setTitleColor(.white, for: .normal)
                button.backgroundColor = action.style == .destructive ? .systemRed : .systemGray
                button.accessibilityLabel = action.title ?? action.systemImageName
                button.tag = index
                button.addAction(
                    UIAction { [weak self] _ in self?.perform(actionAt: index, edge: edge) },
                    for: .primaryActionTriggered)
                buttons.append(button)
            }
            let widths = buttons.map {
                max(SwipeActionsInteraction.minimumButtonWidth, $0.intrinsicContentSize.width + 24)
            }
            let minXs = SwipeActionsInteraction.buttonMinXs(
                widths: widths, edge: edge, layoutDirection: layoutDirection, rowWidth: cell.bounds.width)
            for (button, (minX, width)) in zip(buttons, zip(minXs, widths)) {
                button.frame = CGRect(x: minX, y: 0, width: width, height: cell.bounds.height)
                tray.addSubview(button)
            }
            return (tray, widths)
        }

        // MARK: Moving the row

        /// Slides the row's content and shows the tray of the side it uncovers.
        private func setOffset(_ offset: CGFloat, of row: SwipedRow) {
            guard let cell = row.cell else { return }
            let transform = CGAffineTransform(translationX: offset, y: 0)
            cell.contentView.transform = transform
            cell.backgroundView?.transform = transform
            cell.selectedBackgroundView?.transform = transform
            for (edge, tray) in row.trays {
                tray.frame = cell.frame
                tray.isHidden = offset == 0 || row.interaction.edge(forTranslation: offset) != edge
            }
        }

        /// Moves the row where the interaction says it settles, and performs the first action of a
        /// full swipe.
        private func settle(_ row: SwipedRow, outcome: SwipeActionsInteraction.Outcome) {
            switch outcome {
            case .close:
                close(animated: true)
            case .open(let edge):
                animate { self.setOffset(row.interaction.openOffset(for: edge), of: row) }
                self.row?.startOffset = row.interaction.openOffset(for: edge)
            case .performFirstAction(let edge):
                animate { self.setOffset(row.interaction.fullSwipeOffset(for: edge), of: row) }
                perform(actionAt: 0, edge: edge)
            }
        }

        /// Performs an action of the row's edge; the row closes when the handler completes.
        private func perform(actionAt index: Int, edge: SwipeActionEdge) {
            guard let actions = row?.configurations[edge]?.actions, actions.indices.contains(index) else { return }
            actions[index].handler { [weak self] _ in self?.close(animated: true) }
        }

        /// Puts the open or swiped row back at rest and removes its trays.
        func close(animated: Bool) {
            guard let closing = row else { return }
            row = nil
            let reset = { self.setOffset(0, of: closing) }
            let removeTrays = { for tray in closing.trays.values { tray.removeFromSuperview() } }
            guard animated else {
                reset()
                removeTrays()
                return
            }
            animate(reset, completion: removeTrays)
        }

        private func animate(_ changes: @escaping () -> Void, completion: (() -> Void)? = nil) {
            UIView.animate(
                withDuration: 0.25, delay: 0, options: [.curveEaseOut, .beginFromCurrentState, .allowUserInteraction],
                animations: changes, completion: { _ in completion?() })
        }
    }
#endif
