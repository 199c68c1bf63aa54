import Foundation

/// The sizes a list adapter computed for its items, keyed by item identity (not index), so that
/// they survive inserts, deletes and moves; a changed item's size is computed again.
///
/// Read and invalidate sizes by the item's index (counted across sections, as `adapter[index]`):
///
/// ```swift
/// adapter.itemSizeCache.size(at: 3)             // CGSize(width: 390, height: 72), once computed
/// try adapter.itemSizeCache.invalidate(at: 3)   // row 3 measures again; the list lays out
/// ```
@MainActor
public final class ItemSizeCache {
    /// What the cache asks of its list: the item identity at an index, the number of items,
    /// the extent across the axis, and what to do after an invalidation.
    struct List {
        var token: (Int) -> Int?
        var count: () -> Int
        var across: () -> CGFloat?
        var axis: LayoutAxis
        var didInvalidate: () -> Void
    }

    private var extents: [Int: (across: CGFloat, extent: CGFloat)] = [:]
    /// The items whose computed extent was refused and reported.
    private var refusedTokens = Set<Int>()
    var list: List?

    init() {}

    // MARK: Reading

    /// The number of cached sizes.
    public var count: Int { extents.count }

    /// The cached size of the item at an index, or `nil` when it is not computed yet (or the list
    /// changed width since), or there is no such item.
    ///
    /// - Complexity: O(1).
    public func size(at index: Int) -> CGSize? {
        guard let list, let token = list.token(index), let across = list.across(),
            let extent = size(forToken: token, across: across)
        else { return nil }
        return list.axis == .vertical ? CGSize(width: across, height: extent) : CGSize(width: extent, height: across)
    }

    // MARK: Invalidating

    /// Forgets the size of the item at an index: it is computed again and the list lays out.
    ///
    /// - Throws: ``ListAdapterError/indexOutOfRange(index:count:)``; nothing changes.
    ///
    /// - Complexity: O(*n*) for *n* items: the list lays out once.
    public func invalidate(at index: Int) throws(ListAdapterError) {
        try invalidate(at: [index])
    }

    /// Forgets the sizes of the items at indexes: they are computed again and the list lays out
    /// once.
    ///
    /// - Throws: ``ListAdapterError/indexOutOfRange(index:count:)``; nothing changes.
    ///
    /// - Complexity: O(*n* + *k*) for *n* items and *k* indexes.
    public func invalidate(at indexes: [Int]) throws(ListAdapterError) {
        let count = list?.count() ?? 0
        var tokens: [Int] = []
        for index in indexes {
            guard let token = list?.token(index) else { throw .indexOutOfRange(index: index, count: count) }
            tokens.append(token)
        }
        for token in tokens {
            extents[token] = nil
            refusedTokens.remove(token)
        }
        list?.didInvalidate()
    }

    /// Forgets every cached size; the list lays out.
    ///
    /// - Complexity: O(*n*) for *n* items.
    public func invalidateAll() {
        extents.removeAll()
        refusedTokens.removeAll()
        list?.didInvalidate()
    }

    // MARK: Adapter's access

    func size(forToken token: Int, across: CGFloat) -> CGFloat? {
        guard let cached = extents[token], cached.across == across else { return nil }
        return cached.extent
    }

    func store(_ extent: CGFloat, forToken token: Int, across: CGFloat) {
        extents[token] = (across, extent)
    }

    /// An extent the app's code computed for an item (`calculateHeight(model:width:)`,
    /// `calculateWidth(model:height:)`, a size closure), when the layout can use it: finite, not
    /// negative, at most `LayoutLimits.maximumLength`. Another is reported on the collection view,
    /// naming the item and its model, and `nil` is returned: that item alone takes the list's
    /// estimate, and the others keep theirs.
    ///
    /// - Complexity: O(1), plus describing the model when the extent is refused.
    func usable(
        _ extent: CGFloat, ofItem index: Int, token: Int, model: Any, across: LayoutAxis,
        on collectionView: any CollectionViewHosting
    ) -> CGFloat? {
        let size = across == .horizontal ? CGSize(width: 0, height: extent) : CGSize(width: extent, height: 0)
        guard !LayoutLimits.isUsable(measuredSize: size) else { return extent }
        // Once per item, although every update asks again.
        guard refusedTokens.insert(token).inserted else { return nil }
        let calculation = across == .horizontal ? "calculateHeight(model:width:)" : "calculateWidth(model:height:)"
        collectionView.reportFailure(
            CollectionViewError(
                .layout,
                "\(calculation) returned \(extent) for item \(index) (\(MessageText.describing(model))): an extent must be finite, not negative and at most \(Int(LayoutLimits.maximumLength)) points; the item takes the list's estimate"
            ))
        return nil
    }

    func invalidate(token: Int) {
        extents[token] = nil
        refusedTokens.remove(token)
    }

    /// Drops the sizes of items no longer in the list.
    func retain(tokens: Set<Int>) {
        extents = extents.filter { tokens.contains($0.key) }
        refusedTokens.formIntersection(tokens)
    }
}

/// A list adapter's size cache, under its former name.
@available(*, deprecated, renamed: "ItemSizeCache")
public typealias ItemSizeCacher = ItemSizeCache
