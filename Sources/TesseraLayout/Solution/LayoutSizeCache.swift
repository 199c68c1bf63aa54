import Foundation

/// Sizes that cells measured themselves at, keyed by item identity and layout width.
///
/// Keyed by identity (not index path), measured sizes survive inserts, deletes, moves and reloads;
/// keyed by width, rotating the device does not reuse sizes measured for another width. Feed the
/// sizes of the current width to ``LayoutContent/itemSizes`` when solving, so that scrolling back
/// to measured items does not make them jump.
///
/// ```swift
/// var cache = LayoutSizeCache<Product.ID>()
/// cache.setSize(measured, for: product.id, width: 390)
/// let content = LayoutContent(itemCounts: [products.count],
///                             itemSizes: cache.itemSizes(width: 390) { snapshot.indexPath(for: $0) })
/// ```
package struct LayoutSizeCache<Identifier: Hashable & Sendable>: Sendable {
    private var sizesByWidth: [CGFloat: [Identifier: CGSize]] = [:]

    /// An empty cache.
    package init() {}

    /// The size measured for an item at a width.
    ///
    /// - Complexity: O(1) expected.
    package func size(for identifier: Identifier, width: CGFloat) -> CGSize? {
        sizesByWidth[width]?[identifier]
    }

    /// Records the size measured for an item at a width.
    ///
    /// - Complexity: O(1) expected.
    package mutating func setSize(_ size: CGSize, for identifier: Identifier, width: CGFloat) {
        sizesByWidth[width, default: [:]][identifier] = size
    }

    /// Forgets an item's sizes at every width (its content changed).
    ///
    /// - Complexity: O(*w*) for *w* widths.
    package mutating func removeSizes(for identifier: Identifier) {
        for width in sizesByWidth.keys {
            sizesByWidth[width]?[identifier] = nil
        }
    }

    /// Forgets every size.
    package mutating func removeAll() {
        sizesByWidth.removeAll()
    }

    /// The number of sizes measured at a width.
    package func count(width: CGFloat) -> Int {
        sizesByWidth[width]?.count ?? 0
    }

    /// The sizes measured at a width, by index path, for items `indexPath` can locate (items no
    /// longer present are skipped).
    ///
    /// - Complexity: O(*m*) for *m* sizes measured at that width.
    package func itemSizes(width: CGFloat, indexPath: (Identifier) -> IndexPath?) -> [IndexPath: CGSize] {
        var result: [IndexPath: CGSize] = [:]
        for (identifier, size) in sizesByWidth[width] ?? [:] {
            if let path = indexPath(identifier) { result[path] = size }
        }
        return result
    }
}
