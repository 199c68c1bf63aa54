import Foundation

/// How a list adapter sizes its items along the list's axis (height for vertical lists, width for
/// horizontal ones).
public enum ListItemSizeMode: Sendable, Hashable {
    /// Every item has this extent.
    case fixed(CGFloat)
    /// Each item's extent comes from its cell type's static calculation
    /// (``HeightMeasurableView/calculateHeight(model:width:)`` or
    /// ``WidthMeasurableView/calculateWidth(model:height:)``), cached by item identity.
    case calculated
    /// Items start at an estimate and take the size their cells measure.
    case automatic(estimated: CGFloat)
}

/// Whether the user can reorder items by dragging them.
public enum DragAndDropStyle: Sendable, Hashable {
    /// Items cannot be moved.
    case none
    /// A long press picks an item up and drops it elsewhere (interactive movement).
    case reorder
}

/// How an adapter makes cells: registration, configuration, and an optional computed extent.
@MainActor
struct CellStrategy<Model> {
    var register: (any CollectionViewHost) -> Void
    var cell: (any CollectionViewHost, IndexPath, Model) throws -> AnyObject
    /// The item's extent along the axis for an extent across it, when the model can tell.
    var extent: (any CollectionViewHost, Model, CGFloat) -> CGFloat?
}

/// What ``ListAdapter`` and ``AnyListAdapter`` share: the collection view's data source and
/// delegate, the list layout, sections, a header, reordering and callbacks. Use one of the two.
@MainActor
public class ListAdapterBase<Model>: ListSliceAdapter<Model>, CollectionViewDataSource, CollectionViewDelegate {
    /// The header element kind.
    public static var headerKind: String { "TesseraListAdapterHeader" }

    /// The axis the list scrolls along.
    public let axis: LayoutAxis
    /// Space between items. Mirrors `spacing`.
    public var spacing: CGFloat = 0 { didSet { installLayout() } }
    /// Insets around the items.
    public var contentInsets: DirectionalEdgeInsets = .zero { didSet { installLayout() } }
    /// How items are sized along the axis.
    public var sizeMode: ListItemSizeMode { didSet { itemSizeCacher.invalidateAll(); installLayout() } }
    /// Whether items can be reordered by dragging. Mirrors `dragAndDropStyle`.
    public var dragAndDropStyle: DragAndDropStyle = .none
    /// Sizes computed for items, by identity. Mirrors `itemSizeCacher`.
    public let itemSizeCacher = ItemSizeCacher()

    /// The collection view the adapter feeds.
    public private(set) weak var collectionView: (any CollectionViewHost)?
    private var header: AnyObject?
    let strategy: CellStrategy<Model>
    private var isReordering = false

    // MARK: Callbacks

    /// A selected item. Mirrors `onSelectItem`.
    public var onSelectItem: ((IndexPath) -> Void)?
    /// A deselected item. Mirrors `onDeselectItem`.
    public var onDeselectItem: ((IndexPath) -> Void)?
    /// A cell about to be shown. Mirrors `onWillDisplayCell`.
    public var onWillDisplayCell: ((AnyObject, IndexPath) -> Void)?
    /// A cell no longer shown. Mirrors `onDidEndDisplayingCell`.
    public var onDidEndDisplayingCell: ((AnyObject, IndexPath) -> Void)?
    /// The list scrolled, to a content offset. Mirrors `onDidScroll`.
    public var onDidScroll: ((CGPoint) -> Void)?
    /// The user started dragging. Mirrors `onWillBeginDragging`.
    public var onWillBeginDragging: (() -> Void)?
    /// The user stopped dragging (`true` when the list decelerates). Mirrors `onDidEndDragging`.
    public var onDidEndDragging: ((Bool) -> Void)?
    /// Deceleration ended. Mirrors `onDidEndDecelerating`.
    public var onDidEndDecelerating: (() -> Void)?
    /// A scrolling animation ended. Mirrors `onDidEndScrollingAnimation`.
    public var onDidEndScrollingAnimation: (() -> Void)?
    /// A reorder moved an item from one flat index to another. Mirrors `onReorderIndexes`.
    public var onReorderIndexes: ((Int, Int) -> Void)?
    /// A reorder starts with the item at a flat index. Mirrors `onWillBeginReorder`.
    public var onWillBeginReorder: ((Int) -> Void)?
    /// The dragged item entered the list. Mirrors `onReorderEnter`.
    public var onReorderEnter: (() -> Void)?
    /// The dragged item left the list (dropped or cancelled). Mirrors `onReorderExit`.
    public var onReorderExit: (() -> Void)?
    /// Errors the collection view reports: a cell that could not be made, a rejected update.
    public var onError: ((Error) -> Void)?

    init(axis: LayoutAxis, sizeMode: ListItemSizeMode, strategy: CellStrategy<Model>, identity: @escaping (Model) -> AnyHashable?) {
        self.axis = axis
        self.sizeMode = sizeMode
        self.strategy = strategy
        let editor = ListEditor<Model>()
        editor.identity = identity
        super.init(editor: editor, range: 0..<0, isWholeList: true, parent: nil, section: nil)
        editor.onCommit = { [weak self] update, changed in self?.commit(update, changedTokens: changed) }
    }

    // MARK: Setting up

    /// Makes the adapter the collection view's data source and delegate, registers the cells and
    /// installs the list layout. Mirrors `setup(collectionView:)`.
    ///
    /// - Complexity: O(1); the host then reloads.
    public func setup(collectionView: some CollectionViewHost) {
        self.collectionView = collectionView
        strategy.register(collectionView)
        collectionView.register(collectionView.staticViewSupplementaryClass, forSupplementaryViewOfKind: Self.headerKind, withReuseIdentifier: Self.headerKind)
        editor.resetCommitted()
        collectionView.setDataSource(self)
        collectionView.setDelegate(self)
        installLayout()
        collectionView.reloadData()
    }

    /// Shows a view above the list (`nil` removes it). Mirrors `setHeader(_:)`.
    public func setHeader(_ view: AnyObject?) {
        header = view
        installLayout()
        collectionView?.reloadData()
    }

    // MARK: Sections

    /// The number of sections.
    public var numberOfSections: Int { editor.sectionCounts.count }

    /// Replaces the items with sections of items, as one batch update (items keep their identity
    /// as with ``ListSliceAdapter/reload(items:needsRedraw:)``).
    ///
    /// - Complexity: O(*n* + *m*) for *n* old and *m* new items (one diff).
    public func reload(sections: [[Model]], needsRedraw: Bool = false) {
        let sectionsChanged = sections.count != editor.sectionCounts.count
        editor.replaceAll(with: sections)
        if needsRedraw || sectionsChanged {
            installLayout()
        }
        if needsRedraw { collectionView?.reloadData() }
    }

    /// A slice over one section: insertions through it stay in that section, even when it is
    /// empty.
    ///
    /// - Throws: ``ListAdapterError/sectionOutOfRange(section:count:)``.
    public subscript(section section: Int) -> ListSliceAdapter<Model> {
        get throws(ListAdapterError) {
            guard editor.sectionCounts.indices.contains(section) else {
                throw .sectionOutOfRange(section: section, count: editor.sectionCounts.count)
            }
            return ListSliceAdapter(editor: editor, range: editor.range(ofSection: section), isWholeList: false, parent: self, section: section)
        }
    }

    // MARK: Applying changes

    private func commit(_ update: BatchUpdate, changedTokens: Set<Int>) {
        // Changed items are measured again; deleted ones are forgotten.
        for token in changedTokens { itemSizeCacher.invalidate(token: token) }
        if update.hasStructuralChanges { itemSizeCacher.retain(tokens: Set(editor.tokens)) }
        guard let collectionView else { return }
        var applied = true
        collectionView.performBatchUpdates(update) { applied = $0 }
        if !applied {
            onError?(CollectionViewError(.invalidUpdate, "the collection view rejected a list adapter update; reloading"))
            collectionView.reloadData()
        }
        if !update.insertedSections.isEmpty || !update.deletedSections.isEmpty || needsComputedSizes {
            installLayout()
        }
    }

    // MARK: Layout

    private var needsComputedSizes: Bool {
        if case .fixed = sizeMode { return false }
        return true
    }

    /// Installs the list layout: one item per group along the axis, `spacing` between them, the
    /// header before the first section, and computed sizes where items have them.
    func installLayout() {
        guard let collectionView else { return }
        collectionView.setLayout(makeLayout(for: collectionView), animated: false)
    }

    private func makeLayout(for collectionView: any CollectionViewHost) -> any CollectionLayout {
        let along: LayoutDimension
        switch sizeMode {
        case .fixed(let extent): along = .absolute(max(extent, 0.5))
        case .calculated: along = .estimated(44)
        case .automatic(let estimate): along = .estimated(max(estimate, 1))
        }
        let across: LayoutDimension = axis == .vertical ? .fractionalWidth(1) : .fractionalHeight(1)
        let size = axis == .vertical ? LayoutSize(widthDimension: across, heightDimension: along) : LayoutSize(widthDimension: along, heightDimension: across)
        let item = LayoutItem(layoutSize: size)
        let group: LayoutGroup = axis == .vertical ? .vertical(layoutSize: size, subitems: [item]) : .horizontal(layoutSize: size, subitems: [item])
        var section = LayoutSection(group: group)
        section.interGroupSpacing = spacing
        section.contentInsets = contentInsets
        var first = section
        if header != nil {
            let headerSize = axis == .vertical
                ? LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
                : LayoutSize(widthDimension: .estimated(44), heightDimension: .fractionalHeight(1))
            first.boundarySupplementaryItems = [LayoutBoundarySupplementaryItem(layoutSize: headerSize, elementKind: Self.headerKind, alignment: axis == .vertical ? .top : .leading)]
        }
        var configuration = LayoutConfiguration()
        configuration.scrollDirection = axis
        let descriptions = (first: first, rest: section)
        let base = CompositionalLayout(configuration: configuration) { index, _ in index == 0 ? descriptions.first : descriptions.rest }
        guard needsComputedSizes else { return base }
        return SizedLayout(base: base, sizes: computedSizes(for: collectionView))
    }

    /// Sizes of the items whose extent is known (computed, or cached), by index path.
    private func computedSizes(for collectionView: any CollectionViewHost) -> [IndexPath: CGSize] {
        let bounds = collectionView.bounds.size
        let across = axis == .vertical ? bounds.width - contentInsets.horizontal : bounds.height - contentInsets.vertical
        var sizes: [IndexPath: CGSize] = [:]
        for (index, (model, token)) in zip(editor.items, editor.tokens).enumerated() {
            let extent: CGFloat
            if let cached = itemSizeCacher.size(forToken: token, across: across) {
                extent = cached
            } else if let computed = strategy.extent(collectionView, model, across) {
                extent = computed
                itemSizeCacher.store(computed, forToken: token, across: across)
            } else {
                continue
            }
            sizes[editor.indexPath(of: index)] = axis == .vertical ? CGSize(width: across, height: extent) : CGSize(width: extent, height: across)
        }
        return sizes
    }

    // MARK: CollectionViewDataSource

    public func numberOfSections(in collectionView: any CollectionViewHost) -> Int {
        editor.sectionCounts.count
    }

    public func collectionView(_ collectionView: any CollectionViewHost, numberOfItemsInSection section: Int) -> Int {
        editor.sectionCounts.indices.contains(section) ? editor.sectionCounts[section] : 0
    }

    public func collectionView(_ collectionView: any CollectionViewHost, cellForItemAt indexPath: IndexPath) throws -> AnyObject {
        guard let index = editor.flatIndex(of: indexPath) else {
            throw CollectionViewError(.outOfRange, "no item at \(indexPath.map(String.init).joined(separator: "-")) in the list adapter")
        }
        return try strategy.cell(collectionView, indexPath, editor.items[index])
    }

    public func collectionView(_ collectionView: any CollectionViewHost, viewForSupplementaryElementOfKind elementKind: String, at indexPath: IndexPath) throws -> AnyObject? {
        guard elementKind == Self.headerKind, let header else { return nil }
        let view = try collectionView.dequeueReusableSupplementaryView(ofKind: Self.headerKind, withReuseIdentifier: Self.headerKind, for: indexPath)
        collectionView.embed(header, in: view)
        return view
    }

    public func collectionView(_ collectionView: any CollectionViewHost, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard dragAndDropStyle == .reorder, let index = editor.flatIndex(of: indexPath) else { return false }
        isReordering = true
        onWillBeginReorder?(index)
        return true
    }

    public func collectionView(_ collectionView: any CollectionViewHost, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let from = editor.flatIndex(of: sourceIndexPath) else { return }
        editor.applyExternalMove(from: sourceIndexPath, to: destinationIndexPath)
        if let to = editor.flatIndex(of: destinationIndexPath) {
            onReorderIndexes?(from, to)
        }
    }

    // MARK: CollectionViewDelegate

    public func collectionView(_ collectionView: any CollectionViewHost, didSelectItemAt indexPath: IndexPath) {
        onSelectItem?(indexPath)
    }

    public func collectionView(_ collectionView: any CollectionViewHost, didDeselectItemAt indexPath: IndexPath) {
        onDeselectItem?(indexPath)
    }

    public func collectionView(_ collectionView: any CollectionViewHost, willDisplay cell: AnyObject, forItemAt indexPath: IndexPath) {
        onWillDisplayCell?(cell, indexPath)
    }

    public func collectionView(_ collectionView: any CollectionViewHost, didEndDisplaying cell: AnyObject, forItemAt indexPath: IndexPath) {
        onDidEndDisplayingCell?(cell, indexPath)
    }

    public func collectionView(_ collectionView: any CollectionViewHost, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        if isReordering {
            isReordering = false
            onReorderEnter?()
        }
        return proposedIndexPath
    }

    public func collectionView(_ collectionView: any CollectionViewHost, didEndInteractiveMovementCompleted completed: Bool) {
        isReordering = false
        onReorderExit?()
    }

    public func collectionViewDidScroll(_ collectionView: any CollectionViewHost) {
        onDidScroll?(collectionView.contentOffset)
    }

    public func collectionViewWillBeginDragging(_ collectionView: any CollectionViewHost) {
        onWillBeginDragging?()
    }

    public func collectionViewDidEndDragging(_ collectionView: any CollectionViewHost, willDecelerate decelerate: Bool) {
        onDidEndDragging?(decelerate)
    }

    public func collectionViewDidEndDecelerating(_ collectionView: any CollectionViewHost) {
        onDidEndDecelerating?()
    }

    public func collectionViewDidEndScrollingAnimation(_ collectionView: any CollectionViewHost) {
        onDidEndScrollingAnimation?()
    }
}

/// A layout whose items have known sizes on top of a base layout's description (estimated items
/// take these sizes as if measured).
struct SizedLayout: CollectionLayout {
    var base: CompositionalLayout
    var sizes: [IndexPath: CGSize]

    func solve(in environment: LayoutEnvironment, content: LayoutContent) throws(LayoutError) -> LayoutSolution {
        var content = content
        content.itemSizes.merge(sizes) { _, computed in computed }
        return try base.solve(in: environment, content: content)
    }
}
