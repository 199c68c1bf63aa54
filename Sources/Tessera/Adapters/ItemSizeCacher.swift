import Foundation

/// The sizes a list adapter computed for its items, keyed by item identity (not index), so that
/// they survive inserts, deletes and moves; a changed item's size is computed again. Mirrors
/// `itemSizeCacher`.
@MainActor
public final class ItemSizeCacher {
    private var extents: [Int: (across: CGFloat, extent: CGFloat)] = [:]

    init() {}

    /// The number of cached sizes.
    public var count: Int { extents.count }

    /// Forgets every cached size.
    public func invalidateAll() {
        extents.removeAll()
    }

    func size(forToken token: Int, across: CGFloat) -> CGFloat? {
        guard let cached = extents[token], cached.across == across else { return nil }
        return cached.extent
    }

    func store(_ extent: CGFloat, forToken token: Int, across: CGFloat) {
        extents[token] = (across, extent)
    }

    func invalidate(token: Int) {
        extents[token] = nil
    }

    /// Drops the sizes of items no longer in the list.
    func retain(tokens: Set<Int>) {
        extents = extents.filter { tokens.contains($0.key) }
    }
}
