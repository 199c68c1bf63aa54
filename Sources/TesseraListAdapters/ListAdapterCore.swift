import Foundation
@_spi(Testing) import TesseraCore

/// What ``ListAdapter`` and ``AnyListAdapter`` share, owned by each: the list's items
/// (``ListEditor``), the collection view's data source and delegate, the list layout, sections, a
/// header, reordering and callbacks. Apps reach it through ``ListAdapting``.
@MainActor
package final class ListAdapterCore<Model>: CollectionViewDataSource, CollectionViewDelegate,
    InteractiveMovementObserving
{
    /// The header element kind.
    package static var headerKind: String { "TesseraListAdapterHeader" }

    /// The axis the list scrolls along.
    package let axis: LayoutAxis
    /// Space between items.
    package var spacing: CGFloat = 0 { didSet { installLayout() } }
    /// Insets around the items.
    package var contentInsets: DirectionalEdgeInsets = .zero { didSet { installLayout() } }
    /// How items are sized along the axis.
    package var sizeMode: ListItemSizeMode { didSet { itemSizeCache.invalidateAll() } }
    /// Whether items can be reordered by dragging.
    package var dragAndDropStyle: DragAndDropStyle = .none
    /// Sizes computed for items, by identity; invalidate one when its cell's size changes for a
    /// reason the model does not show.
    package let itemSizeCache = ItemSizeCache()

    /// The collection view the adapter feeds.
    package var collectionView: (any CollectionViewHost)? { updater?.host }

    /// The collection view, as Tessera drives it.
    var host: (any CollectionViewHosting)? { updater?.host }
    /// A view shown behind the list while it has no items — "no results", say (the collection
    /// view's `backgroundView`).
    package var emptyView: AnyObject? {
        didSet { updater?.emptyView = emptyView }
    }
    private var header: Header?

    /// What the list shows above its items.
    private enum Header {
        case view(AnyObject)
        case model(Model)
    }
    let strategy: CellStrategy<Model>
    /// The list's items, sections and slice markers.
    let editor: ListEditor<Model>
    private var isReordering = false
    /// The update path, once set up on a collection view.
    package private(set) var updater: CollectionViewUpdater<Int, Int>?
    /// The items the collection view shows, in order, and where each shown section starts: the
    /// data source answers from them, never from an edit not shown yet.
    var shownItems: [Model] = []
    var shownSectionStarts: [Int] = [0]
    /// The states handed to the update path and not shown yet, each as what changed since the one
    /// before: the shown items follow them in order, so that they never share storage with the
    /// editor's items (whose next edit would copy them all) and a page costs what it adds.
    var statesToShow: [ShownItemsChange<Model>] = []
    /// Counts the states handed to the update path.
    private var handedStates = 0
    /// How many first items the commits since the state handed last left untouched, when a
    /// commit was not handed (the app's size code edited the list while its layout was made, and
    /// the newer commit is handed instead): each commit's prefix counts from the commit before,
    /// so the one handed counts from the least of them.
    private var prefixSinceHandedState: Int?
    /// The sizes made at the last layout for the list's items, how many items it had, and the
    /// extent across the axis then: the next layout keeps those of the items an edit left
    /// untouched (`computedSizes(for:untouchedPrefix:)`).
    var knownSizes: (sizes: [Int: MeasuredSizes], itemCount: Int, across: CGFloat)?

    /// Whether the next commit reloads instead of diffing (`needsRedraw`).
    private var reloadsNextCommit = false
    /// Counts the edits shown, so that an edit made from the app's size code supersedes the one
    /// that asked for the sizes.
    private var commitCount = 0
    /// The caller of an `async` edit, resumed once the edit is shown
    /// (`showingInBackground(_:)`).
    var awaitingCaller: ((Bool) -> Void)?
    /// The cells on screen: the item each shows (its token) and its flat index when it appeared.
    private var displayedCells: [ObjectIdentifier: (token: Int, index: Int)] = [:]

    // MARK: Callbacks

    /// The user selected the item at an index (counted across sections, as `adapter[index]` reads
    /// it: `adapter[index]` is the item).
    package var onSelectItem: ((Int) -> Void)?
    /// The user deselected the item at an index.
    package var onDeselectItem: ((Int) -> Void)?
    /// The list scrolled, to a content offset.
    package var onDidScroll: ((CGPoint) -> Void)?
    /// The user started dragging.
    package var onWillBeginDragging: (() -> Void)?
    /// The user stopped dragging (`true` when the list decelerates).
    package var onDidEndDragging: ((Bool) -> Void)?
    /// Deceleration ended.
    package var onDidEndDecelerating: (() -> Void)?
    /// A scrolling animation ended.
    package var onDidEndScrollingAnimation: (() -> Void)?
    /// The user neared the end of the list (`ListAdapting.onLoadMore`).
    package var onLoadMore: (() -> Void)? {
        get { loadMore.onLoadMore }
        set { loadMore.onLoadMore = newValue }
    }
    /// How near the end `onLoadMore` is called.
    package var loadMoreThreshold: LoadMoreThreshold {
        get { loadMore.threshold }
        set { loadMore.threshold = newValue }
    }
    private let loadMore = LoadMoreTrigger()
    /// Asks for the page again (`ListAdapting.resetLoadMore()`).
    ///
    /// - Complexity: O(1).
    package func resetLoadMore() {
        loadMore.reset()
    }
    /// A reorder moved an item from one flat index to another.
    package var onReorderIndexes: ((Int, Int) -> Void)?
    /// A reorder starts with the item at a flat index.
    package var onWillBeginReorder: ((Int) -> Void)?
    /// The dragged item entered the list.
    package var onReorderEnter: (() -> Void)?
    /// The dragged item left the list (dropped or cancelled).
    package var onReorderExit: (() -> Void)?

    init(
        axis: LayoutAxis, sizeMode: ListItemSizeMode, strategy: CellStrategy<Model>,
        identity: @escaping (Model) -> AnyHashable?
    ) {
        self.axis = axis
        self.sizeMode = sizeMode
        self.strategy = strategy
        editor = ListEditor<Model>()
        editor.identity = identity
        editor.onCommit = { [weak self] commit in self?.commit(commit) }
        itemSizeCache.list = ItemSizeCache.List(
            token: { [weak self] index in
                guard let self, self.editor.tokens.indices.contains(index) else { return nil }
                return self.editor.tokens[index]
            },
            count: { [weak self] in self?.editor.count ?? 0 },
            across: { [weak self] in self?.host.map { self?.crossExtent(in: $0) } ?? nil },
            axis: axis,
            didInvalidate: { [weak self] in self?.installLayout() }
        )
    }

    // MARK: Setting up

    /// Makes the core the collection view's data source and delegate, registers the cells and
    /// installs the list layout; the collection view reloads, and keeps `owner` (the adapter)
    /// alive as its data owner.
    ///
    /// - Complexity: O(*n*) for *n* items; the host then reloads.
    package func setup(collectionView: some CollectionViewHost, owner: AnyObject) {
        let collectionView = collectionView.drivenHostingOrDetached(for: "setup(collectionView:)")
        let updater = CollectionViewUpdater<Int, Int>(host: collectionView)
        self.updater = updater
        updater.emptyView = emptyView
        strategy.register(collectionView)
        collectionView.registerSupplementaryView(
            collectionView.staticViewSupplementaryClass, ofKind: Self.headerKind, reuseIdentifier: Self.headerKind)
        collectionView.setDataSource(self)
        collectionView.dataOwner = owner
        collectionView.setDelegate(self)
        reloadWithLayout(on: collectionView, untouchedPrefix: { 0 })
        editor.markReady()
    }

    /// Shows a view above the list (`nil` removes it).
    package func setHeader(_ view: AnyObject?) {
        header = view.map(Header.view)
        showHeader()
    }

    /// Shows a model above the list, configured by its cell type as the rows are (`nil` removes
    /// it): the header takes the cell's self-sized height.
    ///
    /// ```swift
    /// adapter.setHeader(model: Message(id: 0, text: "Pinned"))
    /// ```
    package func setHeader(model: Model?) {
        header = model.map(Header.model)
        showHeader()
    }

    private func showHeader() {
        // Inside a batch, once it ends: what is shown is never a state the batch passes through.
        editor.whenNoBatchIsOpen { [weak self] in
            guard let self, let collectionView = self.host else { return }
            // No batch is open: the editor's state is the one last handed over.
            self.reloadWithLayout(on: collectionView, untouchedPrefix: { self.editor.count })
        }
    }

    /// Hands the editor's state to the update path as a reload, with the list layout. The layout
    /// is made first and the state taken after it: the app's size code (a callback) may edit the
    /// list while the layout is made, and that edit's commit shows the newer state with a layout
    /// made for it, which then stays — a state taken before would be older than the one shown.
    /// `untouchedPrefix` counts, once the layout is made, the first items of the state handed last.
    private func reloadWithLayout(on collectionView: any CollectionViewHosting, untouchedPrefix: () -> Int) {
        let edits = editor.editCount
        let layout = makeLayout(for: collectionView)
        show(
            editor.currentSnapshot(), reload: true, animated: false, layout: editor.editCount == edits ? layout : nil,
            untouchedPrefix: untouchedPrefix())
    }

    // MARK: Sections

    /// The number of sections.
    package var numberOfSections: Int { editor.sectionCounts.count }

    /// Replaces the items with sections of items, as one batch update (items keep their identity
    /// as with `reload(items:needsRedraw:)`); with `needsRedraw`, the
    /// collection view reloads instead.
    ///
    /// - Complexity: O(*n* + *m*) for *n* old and *m* new items (one diff).
    package func reload(sections: [[Model]], needsRedraw: Bool = false) {
        reloadsNextCommit = needsRedraw
        defer { reloadsNextCommit = false }
        editor.replaceAll(with: sections)
    }

    // MARK: Applying changes

    /// Shows the editor's state after an edit.
    ///
    /// - Complexity: O(*c* + *s*) for *c* items from the first one the edit touched and *s*
    ///   sections, plus the update.
    private func commit(_ commit: ListEditor<Model>.Commit) {
        // Changed items are measured again; deleted ones are forgotten.
        for token in commit.changedTokens { itemSizeCache.invalidate(token: token) }
        if itemSizeCache.count > editor.count { itemSizeCache.retain(tokens: Set(editor.tokens)) }
        guard let collectionView = host else { return }
        commitCount += 1
        let edit = commitCount
        let untouchedPrefix = min(prefixSinceHandedState ?? commit.untouchedPrefix, commit.untouchedPrefix)
        prefixSinceHandedState = untouchedPrefix
        let layout =
            needsComputedSizes || commit.snapshot.numberOfSections != updater?.latestSnapshot.numberOfSections
            ? makeLayout(for: collectionView, untouchedPrefix: untouchedPrefix) : nil
        // The app's size code (a callback) edited the list meanwhile and showed the newer state.
        guard edit == commitCount else { return }
        show(
            commit.snapshot, reload: reloadsNextCommit, animated: commit.animated, layout: layout,
            untouchedPrefix: untouchedPrefix)
    }

    /// Hands a state to the update path: the shown items switch when the collection view starts
    /// reading the new state. `untouchedPrefix` first items are those of the state handed last.
    private func show(
        _ snapshot: Snapshot<Int, Int>, reload: Bool, animated: Bool, layout: (any CollectionLayout)?,
        untouchedPrefix: Int
    ) {
        let items = editor.items
        prefixSinceHandedState = nil
        if let collectionView {
            for problem in problems(items, untouchedPrefix) {
                collectionView.reportFailure(CollectionViewError(.invalidView, problem))
            }
        }
        handedStates += 1
        let state = handedStates
        statesToShow.append(
            ShownItemsChange(
                state: state, prefix: untouchedPrefix, tail: Array(items[untouchedPrefix...]),
                sectionStarts: editor.sectionCounts.sectionStarts))
        let commit = { [weak self] () -> Void in self?.showStates(through: state) }
        let caller = awaitingCaller
        awaitingCaller = nil
        let completion = { [weak self] (finished: Bool) in
            // A page that does not fill the screen asks for the next one.
            if let self, let collectionView = self.host { self.loadMore.checkAfterUpdate(collectionView) }
            caller?(finished)
        }
        if caller != nil, !reload, let updater {
            updater.applyInBackground(
                snapshot, animatingDifferences: animated, layout: layout, commit: commit,
                difference: { BatchUpdate(from: $0, to: $1) }, completion: completion)
        } else {
            updater?.apply(
                snapshot, animatingDifferences: animated, reloadingData: reload, layout: layout, commit: commit,
                completion: completion)
        }
    }

    /// Sends an edit that could not be made, and has no error to throw, to the collection view's
    /// failure channel (to the failure issue reporter before the list is set up).
    func report(_ error: ListAdapterError) {
        guard let collectionView else {
            return FailureIssues.report(
                CollectionViewError(.outOfRange, "\(error)"),
                at: FailureSourceLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
        }
        collectionView.reportFailure(CollectionViewError(.outOfRange, error.description))
    }

    /// What is wrong with a list of items that the host cannot show as asked, each described
    /// once (``AnyListAdapter``: a static view in two rows), for the items and how many first
    /// ones are those of the list asked about last.
    var problems: (_ items: [Model], _ untouchedPrefix: Int) -> [String] = { _, _ in [] }

    // MARK: Layout

    private var needsComputedSizes: Bool {
        if case .fixed = sizeMode { return false }
        return true
    }

    /// Installs the list layout: one item per group along the axis, `spacing` between them, the
    /// header before the first section, and computed sizes where items have them.
    func installLayout() {
        // Sizes were forgotten, or the layout changed: every size is made again.
        knownSizes = nil
        editor.whenNoBatchIsOpen { [weak self] in
            guard let self, let collectionView = self.host else { return }
            self.updater?.setLayout(self.makeLayout(for: collectionView))
        }
    }

    /// The list layout for the editor's state, whose `untouchedPrefix` first items are those of
    /// the state it was made for last.
    private func makeLayout(for collectionView: any CollectionViewHosting, untouchedPrefix: Int = 0)
        -> any CollectionLayout
    {
        let along: LayoutDimension
        switch sizeMode {
        case .fixed(let extent): along = .absolute(max(extent, 0.5))
        case .calculated: along = .estimated(44)
        case .automatic(let estimate): along = .estimated(max(estimate, 1))
        }
        let across: LayoutDimension = axis == .vertical ? .fractionalWidth(1) : .fractionalHeight(1)
        let size =
            axis == .vertical
            ? LayoutSize(widthDimension: across, heightDimension: along)
            : LayoutSize(widthDimension: along, heightDimension: across)
        let item = LayoutItem(layoutSize: size)
        let group: LayoutGroup =
            axis == .vertical
            ? .vertical(layoutSize: size, subitems: [item]) : .horizontal(layoutSize: size, subitems: [item])
        var section = LayoutSection(group: group)
        section.interGroupSpacing = spacing
        section.contentInsets = contentInsets
        var first = section
        if header != nil {
            let headerSize =
                axis == .vertical
                ? LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
                : LayoutSize(widthDimension: .estimated(44), heightDimension: .fractionalHeight(1))
            first.boundarySupplementaryItems = [
                LayoutBoundarySupplementaryItem(
                    layoutSize: headerSize, elementKind: Self.headerKind, alignment: axis == .vertical ? .top : .leading
                )
            ]
        }
        var configuration = LayoutConfiguration()
        configuration.scrollDirection = axis
        let descriptions = (first: first, rest: section)
        let base = CompositionalLayout(configuration: configuration) { index, _ in
            index == 0 ? descriptions.first : descriptions.rest
        }
        guard needsComputedSizes else { return base }
        return SizedLayout(base: base, sizes: computedSizes(for: collectionView, untouchedPrefix: untouchedPrefix))
    }

    // MARK: CollectionViewDataSource

    private var shownSnapshot: Snapshot<Int, Int> { updater?.shownSnapshot ?? Snapshot() }

    package func numberOfSections(in collectionView: any CollectionViewHost) -> Int {
        updater?.shownItemCounts.count ?? 0
    }

    package func collectionView(_ collectionView: any CollectionViewHost, numberOfItemsInSection section: Int) -> Int {
        let counts = updater?.shownItemCounts ?? []
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The shown model at an index path.
    private func shownModel(at indexPath: IndexPath) -> Model? {
        shownIndex(of: indexPath).map { shownItems[$0] }
    }

    package func collectionView(_ collectionView: any CollectionViewHost, cellForItemAt indexPath: IndexPath) throws
        -> AnyObject
    {
        guard let model = shownModel(at: indexPath) else {
            throw CollectionViewError(
                .outOfRange, "no item at \(indexPath.map(String.init).joined(separator: "-")) in the list adapter")
        }
        return try strategy.cell(collectionView.drivenHosting(for: "a list adapter's cell"), indexPath, model)
    }

    package func collectionView(
        _ collectionView: any CollectionViewHost, viewForSupplementaryElementOfKind elementKind: String,
        at indexPath: IndexPath
    ) throws -> AnyObject? {
        guard elementKind == Self.headerKind, let header else { return nil }
        let collectionView = try collectionView.drivenHosting(for: "a list adapter's header")
        switch header {
        case .view(let headerView):
            let view = try collectionView.dequeueReusableSupplementaryView(
                ofKind: Self.headerKind, withReuseIdentifier: Self.headerKind, for: indexPath)
            collectionView.embed(headerView, in: view)
            return view
        case .model(let model):
            return try strategy.header(collectionView, indexPath, model)
        }
    }

    /// Whether the item can be picked up: reordering is on. Asked by the collection view before a
    /// reorder and while the gesture decides whether to begin; it has no side effect (the adapter
    /// hears that a reorder begins when the gesture starts moving the item).
    package func collectionView(_ collectionView: any CollectionViewHost, canMoveItemAt indexPath: IndexPath) -> Bool {
        dragAndDropStyle == .reorder && shownModel(at: indexPath) != nil
    }

    package func collectionView(
        _ collectionView: any CollectionViewHost, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        guard let from = editor.flatIndex(of: sourceIndexPath),
            editor.applyExternalMove(from: sourceIndexPath, to: destinationIndexPath)
        else {
            collectionView.reportFailure(
                CollectionViewError(
                    .outOfRange,
                    "the collection view moved item \(sourceIndexPath) to \(destinationIndexPath), which the list cannot follow"
                ))
            return
        }
        // The collection view already shows the move: the shown state follows without an update.
        updater?.recordShownSnapshot(editor.currentSnapshot())
        statesToShow.removeAll()
        shownItems = editor.items
        shownSectionStarts = editor.sectionCounts.sectionStarts
        if let to = editor.flatIndex(of: destinationIndexPath) {
            onReorderIndexes?(from, to)
        }
    }

    // MARK: CollectionViewDelegate

    /// The flat index of an index path the collection view shows.
    private func shownIndex(of indexPath: IndexPath) -> Int? {
        guard shownSnapshot.itemIdentifier(for: indexPath) != nil else { return nil }
        return indexPath.flatIndex(inSectionsStartingAt: shownSectionStarts, total: shownItems.count)
    }

    package func collectionView(_ collectionView: any CollectionViewHost, didSelectItemAt indexPath: IndexPath) {
        guard let index = shownIndex(of: indexPath) else { return }
        onSelectItem?(index)
    }

    package func collectionView(_ collectionView: any CollectionViewHost, didDeselectItemAt indexPath: IndexPath) {
        guard let index = shownIndex(of: indexPath) else { return }
        onDeselectItem?(index)
    }

    package func collectionView(
        _ collectionView: any CollectionViewHost, willDisplay cell: AnyObject, forItemAt indexPath: IndexPath
    ) {
        guard let index = shownIndex(of: indexPath), let token = shownSnapshot.itemIdentifier(for: indexPath) else {
            return
        }
        displayedCells[ObjectIdentifier(cell)] = (token, index)
        cellWillDisplay(cell, index)
    }

    package func collectionView(
        _ collectionView: any CollectionViewHost, didEndDisplaying cell: AnyObject, forItemAt indexPath: IndexPath
    ) {
        // UIKit names the cell's index path before the update that removed it: the item is found
        // by identity instead, and a deleted item keeps the index it was shown at.
        guard let (token, shownAt) = displayedCells.removeValue(forKey: ObjectIdentifier(cell)) else { return }
        var index = shownAt
        if let current = shownSnapshot.indexPath(for: token), let flat = shownIndex(of: current) { index = flat }
        cellDidEndDisplaying(cell, index)
    }

    /// A cell is about to show the item at a flat index: the adapters call their typed
    /// `onWillDisplayCell`.
    var cellWillDisplay: (AnyObject, Int) -> Void = { _, _ in }

    /// A cell no longer shows the item at a flat index (where the item is now, or where it was
    /// shown when it is gone).
    var cellDidEndDisplaying: (AnyObject, Int) -> Void = { _, _ in }

    package func collectionView(
        _ collectionView: any CollectionViewHost, didBeginInteractiveMovementForItemAt indexPath: IndexPath
    ) {
        guard let index = editor.flatIndex(of: indexPath) else { return }
        isReordering = true
        onWillBeginReorder?(index)
    }

    package func collectionView(
        _ collectionView: any CollectionViewHost, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        if isReordering {
            isReordering = false
            onReorderEnter?()
        }
        return proposedIndexPath
    }

    package func collectionView(
        _ collectionView: any CollectionViewHost, didEndInteractiveMovementCompleted completed: Bool
    ) {
        isReordering = false
        onReorderExit?()
    }

    package func collectionViewDidScroll(_ collectionView: any CollectionViewHost) {
        loadMore.check(collectionView)
        onDidScroll?(collectionView.contentOffset)
    }

    package func collectionViewWillBeginDragging(_ collectionView: any CollectionViewHost) {
        onWillBeginDragging?()
    }

    package func collectionViewDidEndDragging(_ collectionView: any CollectionViewHost, willDecelerate decelerate: Bool)
    {
        onDidEndDragging?(decelerate)
    }

    package func collectionViewDidEndDecelerating(_ collectionView: any CollectionViewHost) {
        onDidEndDecelerating?()
    }

    package func collectionViewDidEndScrollingAnimation(_ collectionView: any CollectionViewHost) {
        onDidEndScrollingAnimation?()
    }
}
