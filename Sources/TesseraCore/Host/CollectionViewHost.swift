import Foundation

/// What a cell provider receives: the collection view, with UIKit's names — registering views,
/// the counts, the visible and selected items, the geometry and the traits. Dequeue a view with
/// ``dequeueReusableCell(withReuseIdentifier:for:)`` (or the typed
/// ``dequeueReusableCell(_:for:)``) and
/// ``dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``.
///
/// `UICollectionView` conforms in TesseraUIKit, and ``HeadlessCollectionView`` on every platform,
/// so that the whole library runs in tests. Cells and reusable views are objects of the host's own
/// kinds: `UICollectionViewCell` on iOS, ``HeadlessCell`` headless. Tessera's data sources,
/// adapters and updater drive a host through more than this (batch updates, layout, selection,
/// interactive movement), which only Tessera's two hosts provide.
@MainActor
public protocol CollectionViewHost<Cell, ReusableView>: AnyObject {
    /// The host's cell type (`UICollectionViewCell`, ``HeadlessCell``).
    associatedtype Cell: AnyObject
    /// The host's supplementary view type (`UICollectionReusableView`, ``HeadlessReusableView``).
    associatedtype ReusableView: AnyObject

    // MARK: Registering

    /// Registers a cell class for a reuse identifier. Mirrors `register(_:forCellWithReuseIdentifier:)`.
    func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String)

    /// Registers a supplementary view class. Mirrors
    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`.
    func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String)

    // MARK: Delegate

    /// Makes an object the host's delegate (held weakly). Mirrors setting `delegate`.
    func setDelegate(_ delegate: (any CollectionViewDelegate)?)

    // MARK: Data

    /// Mirrors `numberOfSections`.
    var numberOfSections: Int { get }
    /// Mirrors `numberOfItems(inSection:)`.
    func numberOfItems(inSection section: Int) -> Int

    // MARK: Layout and visible items

    /// The index paths of the visible cells. Mirrors `indexPathsForVisibleItems`.
    var indexPathsForVisibleItems: [IndexPath] { get }
    /// The visible cell at an index path, if any. Mirrors `cellForItem(at:)`.
    func cellForItem(at indexPath: IndexPath) -> Cell?

    /// The index path of the item at a point in content coordinates. Mirrors
    /// `indexPathForItem(at:)`.
    func indexPathForItem(at point: CGPoint) -> IndexPath?

    /// The visible area in content coordinates. Mirrors `bounds`.
    var bounds: CGRect { get }
    /// The environment the host gives a layout that scrolls along `scrollDirection`: its bounds
    /// less its adjusted content inset across that axis, its traits, safe area, layout margins and
    /// readable content insets (`LayoutEnvironment`). Tessera sizes rows with it (a list adapter's
    /// computed heights) for the width the layout will give them.
    func layoutEnvironment(scrollDirection: LayoutAxis) -> LayoutEnvironment
    /// The size of the content. Mirrors `contentSize`.
    var contentSize: CGSize { get }
    /// The scroll position. Mirrors `contentOffset`.
    var contentOffset: CGPoint { get set }

    // MARK: Selection

    /// Mirrors `indexPathsForSelectedItems`.
    var indexPathsForSelectedItems: [IndexPath]? { get }
    /// Mirrors `deselectItem(at:animated:)`.
    func deselectItem(at indexPath: IndexPath, animated: Bool)

}

/// Where an item ends up when scrolled to or selected, on hosts without UIKit. Mirrors
/// `UICollectionView.ScrollPosition`.
public struct CollectionViewScrollPosition: OptionSet, Sendable, Hashable {
    /// The option bits.
    public let rawValue: UInt

    /// Options from their bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The item's top edge at the top of the visible area.
    public static let top = CollectionViewScrollPosition(rawValue: 1 << 0)
    /// The item centred vertically.
    public static let centeredVertically = CollectionViewScrollPosition(rawValue: 1 << 1)
    /// The item's bottom edge at the bottom of the visible area.
    public static let bottom = CollectionViewScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the left of the visible area.
    public static let left = CollectionViewScrollPosition(rawValue: 1 << 3)
    /// The item centred horizontally.
    public static let centeredHorizontally = CollectionViewScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the right of the visible area.
    public static let right = CollectionViewScrollPosition(rawValue: 1 << 5)
}
