import Foundation
@_spi(Testing) import TesseraCore

/// A whole list that feeds a collection view: what ``ListAdapter`` and ``AnyListAdapter`` add to
/// the editing they share with slices (``ListEditing``) — setting up on a collection view, the
/// list layout, sections, a header, reordering and callbacks.
///
/// ```swift
/// adapter.setup(collectionView: collectionView)
/// adapter.spacing = 8
/// adapter.onSelectItem = { index in open(adapter[index]) }
/// ```
///
/// Only Tessera's adapters conform.
@MainActor
public protocol ListAdapting<Model>: ListEditing {}

extension ListAdapting {
    /// What the adapter shares with its twin: items, data source, delegate, layout.
    package var core: ListAdapterCore<Model> { listSlice.list }

    // MARK: Setting up

    /// Makes the adapter the collection view's data source and delegate, registers the cells and
    /// installs the list layout; the collection view reloads.
    ///
    /// - Complexity: O(*n*) for *n* items; the host then reloads.
    public func setup(collectionView: some CollectionViewHost) {
        core.setup(collectionView: collectionView, owner: self)
    }

    /// The collection view the adapter feeds.
    public var collectionView: (any CollectionViewHost)? { core.collectionView }

    // MARK: Layout

    /// The axis the list scrolls along.
    public var axis: LayoutAxis { core.axis }
    /// Space between items.
    public var spacing: CGFloat {
        get { core.spacing }
        set { core.spacing = newValue }
    }
    /// Insets around the items.
    public var contentInsets: DirectionalEdgeInsets {
        get { core.contentInsets }
        set { core.contentInsets = newValue }
    }
    /// How items are sized along the axis.
    public var sizeMode: ListItemSizeMode {
        get { core.sizeMode }
        set { core.sizeMode = newValue }
    }
    /// How rows are sized: ``sizeMode`` under the name vertical lists use.
    ///
    /// ```swift
    /// adapter.heightMode = .fixed(height: 56)
    /// ```
    public var heightMode: ListItemSizeMode {
        get { core.sizeMode }
        set { core.sizeMode = newValue }
    }
    /// Sizes computed for items, by identity; invalidate one when its cell's size changes for a
    /// reason the model does not show.
    public var itemSizeCache: ItemSizeCache { core.itemSizeCache }
    /// The size cache, under its former name.
    @available(*, deprecated, renamed: "itemSizeCache")
    public var itemSizeCacher: ItemSizeCache { core.itemSizeCache }
    /// Whether items can be reordered by dragging.
    public var dragAndDropStyle: DragAndDropStyle {
        get { core.dragAndDropStyle }
        set { core.dragAndDropStyle = newValue }
    }
    /// A view shown behind the list while it has no items — "no results", say (the collection
    /// view's `backgroundView`).
    public var emptyView: AnyObject? {
        get { core.emptyView }
        set { core.emptyView = newValue }
    }

    // MARK: Header

    /// Shows a view above the list (`nil` removes it).
    public func setHeader(_ view: AnyObject?) {
        core.setHeader(view)
    }

    /// Shows a model above the list, configured by its cell type as the rows are (`nil` removes
    /// it): the header takes the cell's self-sized height.
    ///
    /// ```swift
    /// adapter.setHeader(model: Message(id: 0, text: "Pinned"))
    /// ```
    public func setHeader(model: Model?) {
        core.setHeader(model: model)
    }

    // MARK: Sections

    /// Replaces the items with sections of items, as one batch update (items keep their identity
    /// as with `reload(items:needsRedraw:)`); with `needsRedraw`, the collection view reloads
    /// instead.
    ///
    /// - Complexity: O(*n* + *m*) for *n* old and *m* new items (one diff).
    public func reload(sections: [[Model]], needsRedraw: Bool = false) {
        core.reload(sections: sections, needsRedraw: needsRedraw)
    }

    /// Replaces the items with sections of items, like `reload(sections:needsRedraw:)`, with
    /// the diff computed off the main actor; returns once the new items are shown (`true` unless
    /// the animation was interrupted).
    ///
    /// The adapter's own state changes at once, as with the synchronous edit: `adapter.items`,
    /// `count` and the slices read the new items when the call starts, and the collection view
    /// switches to them inside the update. Edits made while the diff runs coalesce as
    /// `CollectionViewUpdater.apply(_:animatingDifferences:layout:commit:difference:)` describes:
    /// a later `async` edit replaces a waiting one, a later synchronous edit supersedes both; the
    /// collection view always reaches the latest state. With `needsRedraw`, the collection view
    /// reloads (there is nothing to diff).
    ///
    /// ```swift
    /// Task {
    ///     let page = try await api.feed()
    ///     await adapter.reload(sections: [page.pinned, page.posts])
    /// }
    /// ```
    ///
    /// - Complexity: O(*n* + *m*) on the main actor to match identities, for *n* old and *m* new
    ///   items; the diff, also O(*n* + *m*), runs off it.
    @discardableResult
    public func reload(sections: [[Model]], needsRedraw: Bool = false) async -> Bool {
        await core.reload(sections: sections, needsRedraw: needsRedraw)
    }

    /// A slice over one section: insertions through it stay in that section, even when it is
    /// empty.
    ///
    /// - Throws: ``ListAdapterError/sectionOutOfRange(section:count:)``.
    public subscript(section section: Int) -> ListSliceAdapter<Model> {
        get throws(ListAdapterError) {
            let editor = core.editor
            guard editor.sectionCounts.indices.contains(section) else {
                throw .sectionOutOfRange(section: section, count: editor.sectionCounts.count)
            }
            return ListSliceAdapter(
                list: core, range: editor.range(ofSection: section), isWholeList: false, parent: listSlice,
                section: section)
        }
    }

    /// The number of sections.
    package var numberOfSections: Int { core.numberOfSections }

    // MARK: Callbacks

    /// The user selected the item at an index (counted across sections, as `adapter[index]` reads
    /// it: `adapter[index]` is the item).
    public var onSelectItem: ((Int) -> Void)? {
        get { core.onSelectItem }
        set { core.onSelectItem = newValue }
    }
    /// The user deselected the item at an index.
    public var onDeselectItem: ((Int) -> Void)? {
        get { core.onDeselectItem }
        set { core.onDeselectItem = newValue }
    }

    // MARK: Loading more

    /// The user neared the end of the list (``loadMoreThreshold``): load the next page and add
    /// it. Called once per page — again only after the number of items changed, or after
    /// ``resetLoadMore()`` when a page failed.
    ///
    /// ```swift
    /// adapter.loadMoreThreshold = .items(5)
    /// adapter.onLoadMore = { [weak adapter] in api.nextPage { adapter?.appendItems($0) } }
    /// ```
    public var onLoadMore: (() -> Void)? {
        get { core.onLoadMore }
        set { core.onLoadMore = newValue }
    }
    /// How near the end ``onLoadMore`` is called: within the last 5 items by default.
    public var loadMoreThreshold: LoadMoreThreshold {
        get { core.loadMoreThreshold }
        set { core.loadMoreThreshold = newValue }
    }
    /// Asks for the page again: call it when the page ``onLoadMore`` asked for failed to load, and
    /// the user's next scroll near the end calls ``onLoadMore`` again (otherwise it waits for the
    /// number of items to change).
    ///
    /// ```swift
    /// adapter.onLoadMore = { [weak adapter] in
    ///     api.nextPage { result in
    ///         switch result {
    ///         case .success(let items): adapter?.appendItems(items)
    ///         case .failure: adapter?.resetLoadMore()
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// - Complexity: O(1).
    public func resetLoadMore() {
        core.resetLoadMore()
    }

    // MARK: Hooks of Tessera's modules and tests

    /// The list scrolled, to a content offset.
    package var onDidScroll: ((CGPoint) -> Void)? {
        get { core.onDidScroll }
        set { core.onDidScroll = newValue }
    }
    /// The user started dragging.
    package var onWillBeginDragging: (() -> Void)? {
        get { core.onWillBeginDragging }
        set { core.onWillBeginDragging = newValue }
    }
    /// The user stopped dragging (`true` when the list decelerates).
    package var onDidEndDragging: ((Bool) -> Void)? {
        get { core.onDidEndDragging }
        set { core.onDidEndDragging = newValue }
    }
    /// Deceleration ended.
    package var onDidEndDecelerating: (() -> Void)? {
        get { core.onDidEndDecelerating }
        set { core.onDidEndDecelerating = newValue }
    }
    /// A scrolling animation ended.
    package var onDidEndScrollingAnimation: (() -> Void)? {
        get { core.onDidEndScrollingAnimation }
        set { core.onDidEndScrollingAnimation = newValue }
    }
    /// A reorder moved an item from one flat index to another.
    package var onReorderIndexes: ((Int, Int) -> Void)? {
        get { core.onReorderIndexes }
        set { core.onReorderIndexes = newValue }
    }
    /// A reorder starts with the item at a flat index.
    package var onWillBeginReorder: ((Int) -> Void)? {
        get { core.onWillBeginReorder }
        set { core.onWillBeginReorder = newValue }
    }
    /// The dragged item entered the list.
    package var onReorderEnter: (() -> Void)? {
        get { core.onReorderEnter }
        set { core.onReorderEnter = newValue }
    }
    /// The dragged item left the list (dropped or cancelled).
    package var onReorderExit: (() -> Void)? {
        get { core.onReorderExit }
        set { core.onReorderExit = newValue }
    }
    /// The update path, once set up on a collection view.
    package var updater: CollectionViewUpdater<Int, Int>? { core.updater }
    /// The header element kind.
    package static var headerKind: String { ListAdapterCore<Model>.headerKind }
}

/// What ``ListAdapter`` and ``AnyListAdapter`` share, under its former name: both adapters now
/// conform to ``ListAdapting`` instead of inheriting from a base class.
@available(*, deprecated, message: "write `some ListAdapting<Model>` or `any ListAdapting<Model>`")
public typealias ListAdapterBase<Model> = any ListAdapting<Model>
