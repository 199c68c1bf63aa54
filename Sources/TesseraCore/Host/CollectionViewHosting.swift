import Foundation

/// The part of `UICollectionView` Tessera's data sources, adapters and updater drive, beyond what a
/// cell provider sees (``CollectionViewHost``): dequeuing without recording, applying batch
/// updates, the layout, scrolling, selection, static views and interactive movement.
///
/// Names and shapes are UIKit's, so `UICollectionView` conforms in TesseraUIKit almost for free
/// (each requirement names the UIKit call it mirrors), and ``HeadlessCollectionView`` conforms on
/// every platform. Only Tessera's own modules see it: an app hands a host to Tessera as a
/// ``CollectionViewHost``, and Tessera drives it through this protocol.
@MainActor
package protocol CollectionViewHosting<Cell, ReusableView>: CollectionViewHost {
    /// Where an item ends up when scrolled to (`UICollectionView.ScrollPosition`,
    /// ``CollectionViewScrollPosition``).
    associatedtype ScrollPosition

    // MARK: Registering and dequeuing

    /// The host's own dequeue of a reusable cell: UIKit's
    /// `dequeueReusableCell(withReuseIdentifier:for:)`. Do not call it: call
    /// `dequeueReusableCell(withReuseIdentifier:for:)` on the host, which records the cell for the
    /// request being served so that Tessera never dequeues a second view for it (iOS 18 raises).
    func hostDequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) throws -> Cell

    /// The host's own dequeue of a supplementary view: UIKit's
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`. Call
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` on the host instead.
    func hostDequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) throws -> ReusableView

    /// An empty cell, dequeued for an item whose data source failed before dequeuing one.
    func dequeueFallbackCell(for indexPath: IndexPath) -> Cell

    /// An empty supplementary view, dequeued for an element whose data source failed before
    /// dequeuing one or gave none (UIKit needs a view for every element its layout places).
    func dequeueFallbackSupplementaryView(ofKind elementKind: String, for indexPath: IndexPath) -> ReusableView

    // MARK: Data source and delegate

    /// Makes an object the host's data source (held weakly, as UIKit does). Mirrors setting
    /// `dataSource`; TesseraUIKit bridges UIKit's data source calls to it.
    func setDataSource(_ dataSource: (any CollectionViewDataSource)?)

    /// Makes an object the host's prefetch data source (held weakly). Mirrors setting
    /// `prefetchDataSource`.
    func setPrefetchDataSource(_ prefetchDataSource: (any CollectionViewDataSourcePrefetching)?)

    /// The object that fills the host with data — a diffable data source, a list adapter, a
    /// section controller, a screen controller — which the host keeps alive while it shows it
    /// (UIKit holds its data source weakly; Tessera's data owners make themselves the host's data
    /// owner, so that a one-line set-up such as
    /// `try ScreenController(collectionView: collectionView, cells: .uiKit).apply(screen)`
    /// stays on screen instead of leaving it empty). A data owner holds its host weakly, so this
    /// makes no cycle; setting another owner releases the one before. Apps do not need to set it.
    var dataOwner: AnyObject? { get set }

    // MARK: Data

    /// Reloads everything from the data source. Mirrors `reloadData()`.
    func reloadData()

    /// Whether the host shows `counts` items in its sections: its `numberOfSections` is
    /// `counts.count` and its `numberOfItems(inSection:)` each of `counts`. A host that keeps its
    /// counts in one table answers from it (``HeadlessCollectionView``); the default asks each
    /// section (``showsItemCountsAskingEachSection(_:)``).
    func showsItemCounts(_ counts: [Int]) -> Bool

    /// Applies the changes made in `updates` as one animated batch. Mirrors
    /// `performBatchUpdates(_:completion:)`.
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)

    /// Runs changes without animation. Mirrors `UIView.performWithoutAnimation(_:)`.
    func performWithoutAnimation(_ actions: () -> Void)

    /// Runs an action once the current layout pass is over (UIKit: on the next turn of the main
    /// run loop). Tessera defers an update that arrives while the host asks its data source for a
    /// view: changing the collection view from inside a data source call is not allowed.
    func performAfterLayoutPass(_ action: @escaping @MainActor () -> Void)

    /// Whether the view is in a window (UIKit: `window != nil`). Tessera reloads rather than
    /// animates updates of a view that is not on screen.
    var isInWindow: Bool { get }

    /// Shows a view behind the content, filling the collection view, or none. Mirrors setting
    /// `backgroundView`; Tessera shows a data owner's `emptyView` with it while there are no items.
    func setBackgroundView(_ view: AnyObject?)

    /// The view shown behind the content, if any. Mirrors reading `backgroundView`: Tessera puts
    /// back the one the app set when the `emptyView` it showed instead goes.
    func currentBackgroundView() -> AnyObject?

    /// Mirrors `insertSections(_:)`.
    func insertSections(_ sections: IndexSet)
    /// Mirrors `deleteSections(_:)`.
    func deleteSections(_ sections: IndexSet)
    /// Mirrors `reloadSections(_:)`.
    func reloadSections(_ sections: IndexSet)
    /// Mirrors `moveSection(_:toSection:)`.
    func moveSection(_ section: Int, toSection newSection: Int)
    /// Mirrors `insertItems(at:)`.
    func insertItems(at indexPaths: [IndexPath])
    /// Mirrors `deleteItems(at:)`.
    func deleteItems(at indexPaths: [IndexPath])
    /// Mirrors `reloadItems(at:)`.
    func reloadItems(at indexPaths: [IndexPath])
    /// Mirrors `moveItem(at:to:)`.
    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)
    /// Mirrors `reconfigureItems(at:)` (iOS 15).
    func reconfigureItems(at indexPaths: [IndexPath])

    // MARK: Layout and visible items

    /// Replaces the layout. Mirrors `setCollectionViewLayout(_:animated:)` (TesseraUIKit installs a
    /// layout backed by the description). UIKit forbids it inside an updates block.
    func setLayout(_ layout: any CollectionLayout, animated: Bool)

    /// Replaces the description the installed layout solves without installing a layout: inside
    /// an updates block, it is solved once, for the update's counts (the way Tessera changes the
    /// layout together with the data); outside, at the next layout pass. Returns `false` when the
    /// installed layout cannot take a new description (it is not Tessera's): install it with
    /// ``setLayout(_:animated:)`` after the update instead.
    func updateLayoutDescription(_ layout: any CollectionLayout) -> Bool

    /// Tells the installed layout, inside an updates block, which update the batch makes, so that
    /// measured sizes and orthogonal offsets follow their items and sections before the layout's
    /// next solve (TesseraUIKit: UIKit solves the layout and queries it before it describes the
    /// update to the layout). Tessera's updater calls it for every batch it performs.
    func prepareLayout(for update: BatchUpdate)

    /// The frame of an item in content coordinates, if the layout has one. Mirrors
    /// `layoutAttributesForItem(at:)?.frame`.
    func itemFrame(at indexPath: IndexPath) -> CGRect?

    /// The solution of the installed Tessera layout, if any (UIKit: `TesseraCollectionViewLayout`'s).
    var layoutSolution: LayoutSolution? { get }

    /// The description the host lays out with now, whatever gave it — the app (`init`,
    /// ``setLayout(_:animated:)``, UIKit's `collectionViewLayout`) or a data owner's update — read
    /// without a layout pass; `nil` when the installed layout has none (UIKit: a layout that is not
    /// Tessera's, such as a flow layout the app made). The flight recorder records it when it
    /// changes.
    var layoutDescription: (any CollectionLayout)? { get }

    /// The sizes the installed Tessera layout's views measured themselves at
    /// (``HostLayoutState/measuredSizes``), read without a layout pass; `nil` when Tessera's
    /// engine does not lay the view out.
    var measuredLayoutSizes: MeasuredLayoutSizes? { get }

    /// Whether Tessera's engine lays the view out (``HeadlessCollectionView`` always; UIKit:
    /// `TesseraCollectionViewLayout`). When it does not — Apple's compositional layout — Tessera
    /// leaves geometry to that layout: scrolling to an item is UIKit's own.
    var isLaidOutByTessera: Bool { get }

    /// Whether the installed Tessera layout could not be solved (it shows nothing; a batch update
    /// would find no attributes for its items, which UIKit asserts on).
    var hasLayoutError: Bool { get }

    /// Scrolls an orthogonal section's band to an offset from its leading edge (as a swipe would).
    /// A headless test's stand-in for the user's swipe: on iOS, bands scroll in Apple's compositional
    /// layout, which has no offset to set (TesseraUIKit does nothing here), and UIKit's
    /// `scrollToItem(at:at:animated:)` reaches the items of a band.
    func setOrthogonalOffset(_ offset: CGFloat, forSection section: Int, animated: Bool)

    /// Mirrors `setContentOffset(_:animated:)`.
    func setContentOffset(_ contentOffset: CGPoint, animated: Bool)

    /// The content inset plus the safe area the scroll view adds to it, in the view's layout
    /// direction. Mirrors `adjustedContentInset`.
    var directionalAdjustedContentInset: DirectionalEdgeInsets { get }
    /// The axis the installed layout scrolls along (that of Tessera's description, or of the
    /// installed UIKit layout).
    var layoutScrollDirection: LayoutAxis { get }
    /// The host's scroll position for Tessera's (UIKit: the `UICollectionView.ScrollPosition`
    /// with the same options).
    static func scrollPosition(_ position: CollectionViewScrollPosition) -> ScrollPosition
    /// Scrolls an item into view. Mirrors `scrollToItem(at:at:animated:)`.
    func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool)
    /// Sets the insets around the content. Mirrors setting `contentInset`.
    func setContentInset(_ insets: DirectionalEdgeInsets)

    // MARK: Selection

    /// Mirrors `allowsSelection`.
    var allowsSelection: Bool { get set }
    /// Mirrors `allowsMultipleSelection`.
    var allowsMultipleSelection: Bool { get set }
    /// Mirrors `selectItem(at:animated:scrollPosition:)`.
    func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition)
    /// The selected items as they are now, read without laying the collection view out (the
    /// flight recorder reads them in the middle of an update). UIKit's `indexPathsForSelectedItems`
    /// lays nothing out: the default.
    var selectedItemsWithoutLayout: [IndexPath] { get }

    // MARK: Hosting arbitrary views

    /// A cell class that can show any view of the platform (``AnyListAdapter``'s `.static` rows).
    var staticViewCellClass: AnyClass { get }
    /// A supplementary view class that can show any view (list adapter headers).
    var staticViewSupplementaryClass: AnyClass { get }
    /// Shows `view` in a cell or supplementary view of the static classes, taking it out of any
    /// other one first (a view can only be in one place).
    func embed(_ view: AnyObject, in container: AnyObject)
    /// The size a static view needs at a width, if it can tell (self-sizing rows).
    func preferredSize(ofStaticView view: AnyObject, fittingWidth width: CGFloat) -> CGSize?

    // MARK: Interactive movement

    /// Mirrors `beginInteractiveMovementForItem(at:)`.
    func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool
    /// Mirrors `updateInteractiveMovementTargetPosition(_:)`.
    func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint)
    /// Mirrors `endInteractiveMovement()`.
    func endInteractiveMovement()
    /// Mirrors `cancelInteractiveMovement()`.
    func cancelInteractiveMovement()
}

// MARK: - From the public protocol to this one

extension CollectionViewHost {
    /// This host as Tessera drives it. Every host Tessera ships (`UICollectionView`,
    /// ``HeadlessCollectionView``) is a ``CollectionViewHosting``; a type of the app's own that
    /// conforms only to ``CollectionViewHost`` is not.
    ///
    /// The host last found is remembered (weakly): asked again for it — every dequeue asks —, the
    /// answer is read, not looked up among the protocol's conformances.
    package var hosting: (any CollectionViewHosting)? {
        if let last = DrivenHost.last, last === self { return last }
        guard let hosting = self as? any CollectionViewHosting else { return nil }
        DrivenHost.last = hosting
        return hosting
    }

    /// This host as Tessera drives it, or — for a type of the app's own — `nil` after reporting
    /// that `call` needs one of Tessera's hosts.
    package func hosting(for call: String) -> (any CollectionViewHosting)? {
        if let hosting { return hosting }
        reportFailure(CollectionViewError.notATesseraHost(self, call: call))
        return nil
    }

    /// This host as Tessera drives it.
    ///
    /// - Throws: ``CollectionViewError`` (`.invalidCall`) for a type of the app's own.
    package func drivenHosting(for call: String) throws(CollectionViewError) -> any CollectionViewHosting {
        guard let hosting else { throw CollectionViewError.notATesseraHost(self, call: call) }
        return hosting
    }

    /// The host a data owner drives: this one, or — for a type of the app's own, after reporting
    /// it — a detached ``HeadlessCollectionView`` that no one sees, so that the owner is inert
    /// rather than crashing.
    package func drivenHostingOrDetached(for owner: String) -> any CollectionViewHosting {
        hosting(for: owner)
            ?? HeadlessCollectionView(
                frame: .zero,
                collectionViewLayout: CompositionalLayout.list(using: ListConfiguration(appearance: .plain)))
    }
}

/// The host ``CollectionViewHost/hosting`` found last.
@MainActor
private enum DrivenHost {
    /// Weak: a host that is gone is not kept, nor answered for another at its address.
    static weak var last: (any CollectionViewHosting)?
}

extension CollectionViewHosting {
    package var selectedItemsWithoutLayout: [IndexPath] { indexPathsForSelectedItems ?? [] }
}
