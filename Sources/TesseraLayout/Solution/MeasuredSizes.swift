import Foundation

/// The sizes the items of one section measured themselves at, sorted by item.
///
/// Kept sorted so that a layout reads them in order without sorting or hashing, and so that a
/// batch update carries them in one walk (`BatchUpdateMapping.survivingItems`, then
/// ``init(sortedItems:sizesIn:of:allUsable:)``).
///
/// The number of sizes outside the layout's limits is kept as the sizes change, so that checking
/// a solve's content (``firstPositionOutsideLimits()``) costs nothing when every size is usable.
///
/// A copy shares its tables with the value it was copied from, and sizes appended to it (the rows
/// a list measures as it grows) are written after the shared ones without copying them, although
/// the earlier value (held by the layout shown) keeps them too: see ``PrefixSharingArray``.
package struct MeasuredSizes: Sendable {
    /// The measured items, in increasing order.
    package private(set) var items: PrefixSharingArray<Int> = []
    /// Their sizes, in the same order.
    package private(set) var sizes: PrefixSharingArray<CGSize> = []
    /// How many of ``sizes`` are not ``LayoutLimits/isUsable(measuredSize:)``.
    private var outsideLimitsCount = 0

    /// No measured item.
    package init() {}

    /// The sizes of a dictionary by item.
    ///
    /// - Complexity: O(*m* log *m*).
    package init(_ sizesByItem: [Int: CGSize]) {
        for (item, size) in sizesByItem.sorted(by: { $0.key < $1.key }) {
            append(size, forItem: item)
        }
    }

    /// Sizes already in increasing item order.
    ///
    /// - Precondition: `items` strictly increase (checked in debug builds) and `sizes` has as many
    ///   entries.
    /// - Complexity: O(*m*) comparisons (counting the sizes outside the limits), O(*m*) more in
    ///   debug builds.
    package init(sortedItems items: PrefixSharingArray<Int>, sizes: PrefixSharingArray<CGSize>) {
        precondition(items.count == sizes.count, "MeasuredSizes: one size per item")
        assert(zip(items, items.dropFirst()).allSatisfy { $0 < $1 }, "MeasuredSizes: items in increasing order")
        self.items = items
        self.sizes = sizes
        outsideLimitsCount = Self.countOutsideLimits(sizes)
    }

    /// Sizes taken from a table for new items (what a batch update leaves of a section's): the
    /// sizes of `items`, in order, are those at the positions of `runs` in `sizes`, run after run.
    /// A run is copied as a block; a single run of every size shares the table instead.
    ///
    /// - Parameter allUsable: whether every size of `sizes` is known to be usable (a value's
    ///   ``areAllUsable``); then they are not checked again.
    /// - Precondition: `items` strictly increase (checked in debug builds), and the runs lie in
    ///   `sizes` and hold one position per item.
    /// - Complexity: O(*r*) for *r* runs, plus a copy of the sizes unless one run holds them all.
    package init(
        sortedItems items: PrefixSharingArray<Int>, sizesIn runs: [Range<Int>], of sizes: PrefixSharingArray<CGSize>,
        allUsable: Bool
    ) {
        assert(zip(items, items.dropFirst()).allSatisfy { $0 < $1 }, "MeasuredSizes: items in increasing order")
        var total = 0
        for run in runs {
            precondition(run.lowerBound >= 0 && run.upperBound <= sizes.count, "MeasuredSizes: a run outside the sizes")
            total += run.count
        }
        precondition(total == items.count, "MeasuredSizes: one size per item")
        self.items = items
        if runs.count == 1 && runs[0] == sizes.indices {
            // Every size, in order (no measured item left or moved): the table is shared.
            self.sizes = sizes
        } else {
            self.sizes = sizes.withUnsafeBufferPointer { source in
                PrefixSharingArray(unsafeUninitializedCapacity: Self.capacity(carrying: total)) { target, initialized in
                    var next = 0
                    for run in runs where !run.isEmpty {
                        if let from = source.baseAddress, let to = target.baseAddress {
                            (to + next).initialize(from: from + run.lowerBound, count: run.count)
                        }
                        next += run.count
                    }
                    initialized = total
                }
            }
        }
        outsideLimitsCount = allUsable ? 0 : Self.countOutsideLimits(self.sizes)
    }

    /// The capacity for `count` carried sizes: room for the rows that measure themselves after
    /// an update without growing the tables (growing copies them into fresh memory, whose pages
    /// fault in as they are touched).
    package static func capacity(carrying count: Int) -> Int {
        count + count / 16 + 16
    }

    /// Whether every size is finite, not negative and at most ``LayoutLimits/maximumLength``.
    ///
    /// - Complexity: O(1).
    package var areAllUsable: Bool { outsideLimitsCount == 0 }

    /// The number of measured items.
    package var count: Int { items.count }

    /// Whether both values share their storage (one is a copy of the other, neither changed
    /// since): changing one then copies its tables, unless the other is let go first.
    ///
    /// - Complexity: O(1).
    package func isIdentical(to other: MeasuredSizes) -> Bool {
        func sameStorage<Element>(_ lhs: PrefixSharingArray<Element>, _ rhs: PrefixSharingArray<Element>) -> Bool {
            lhs.withUnsafeBufferPointer { lhs in
                rhs.withUnsafeBufferPointer { rhs in lhs.baseAddress == rhs.baseAddress && lhs.count == rhs.count }
            }
        }
        return sameStorage(items, other.items) && sameStorage(sizes, other.sizes)
    }

    package var isEmpty: Bool { items.isEmpty }

    /// The sizes by item.
    ///
    /// - Complexity: O(*m*).
    package var dictionary: [Int: CGSize] {
        Dictionary(uniqueKeysWithValues: zip(items, sizes))
    }

    /// The position in ``items`` of the first item at or after `item`.
    ///
    /// - Complexity: O(log *m*).
    package func lowerBound(_ item: Int) -> Int {
        items.lowerBound(of: item)
    }

    /// The size an item measured, `nil` when it was not measured. Setting `nil` forgets it.
    ///
    /// - Complexity: O(log *m*) to read; O(*m*) to add or remove an item before the last one.
    package subscript(item: Int) -> CGSize? {
        get {
            let position = lowerBound(item)
            return position < items.count && items[position] == item ? sizes[position] : nil
        }
        set {
            let position = lowerBound(item)
            let exists = position < items.count && items[position] == item
            if exists, !LayoutLimits.isUsable(measuredSize: sizes[position]) { outsideLimitsCount -= 1 }
            switch (exists, newValue) {
            case (true, let size?):
                sizes[position] = size
            case (true, nil):
                items.remove(at: position)
                sizes.remove(at: position)
            case (false, let size?):
                items.insert(item, at: position)
                sizes.insert(size, at: position)
            case (false, nil):
                break
            }
            if let newValue, !LayoutLimits.isUsable(measuredSize: newValue) { outsideLimitsCount += 1 }
        }
    }

    /// Whether an item of `range` was measured.
    ///
    /// - Complexity: O(log *m*).
    package func containsItem(in range: Range<Int>) -> Bool {
        let position = lowerBound(range.lowerBound)
        return position < items.count && items[position] < range.upperBound
    }

    /// The position of the first size that is not finite, is negative or exceeds
    /// ``LayoutLimits/maximumLength``, if any.
    ///
    /// - Complexity: O(1) when every size is usable, O(*m*) otherwise.
    func firstPositionOutsideLimits() -> Int? {
        guard outsideLimitsCount > 0 else { return nil }
        return sizes.withUnsafeBufferPointer { sizes in
            for position in sizes.indices where !LayoutLimits.isUsable(measuredSize: sizes[position]) {
                return position
            }
            return nil
        }
    }

    /// The measurements of items `0 ..< itemCount` (a section's items).
    ///
    /// - Complexity: O(log *m*) (the result shares these tables), plus O(*m*) when some sizes are
    ///   outside the limits or some items are negative.
    package func prefix(below itemCount: Int) -> MeasuredSizes {
        let end = lowerBound(itemCount)
        let start = lowerBound(0)
        guard start > 0 || end < items.count else { return self }
        var result = MeasuredSizes()
        if start == 0 {
            result.items = items.sharingPrefix(end)
            result.sizes = sizes.sharingPrefix(end)
        } else {
            result.items = PrefixSharingArray(Array(items[start..<end]))
            result.sizes = PrefixSharingArray(Array(sizes[start..<end]))
        }
        result.outsideLimitsCount = outsideLimitsCount == 0 ? 0 : Self.countOutsideLimits(result.sizes)
        return result
    }

    /// These sizes with `other`'s wherever `other` has one.
    ///
    /// - Complexity: O(*m* + *k*) for *m* sizes here and *k* in `other`.
    package func overridden(by other: MeasuredSizes) -> MeasuredSizes {
        guard !isEmpty else { return other }
        var result = MeasuredSizes()
        result.items.reserveCapacity(count + other.count)
        result.sizes.reserveCapacity(count + other.count)
        var mine = 0, theirs = 0
        while mine < count || theirs < other.count {
            let takeTheirs = theirs < other.count && (mine == count || other.items[theirs] <= items[mine])
            if takeTheirs {
                if mine < count && items[mine] == other.items[theirs] { mine += 1 }
                result.items.append(other.items[theirs])
                result.sizes.append(other.sizes[theirs])
                theirs += 1
            } else {
                result.items.append(items[mine])
                result.sizes.append(sizes[mine])
                mine += 1
            }
        }
        let anyOutside = outsideLimitsCount > 0 || other.outsideLimitsCount > 0
        result.outsideLimitsCount = anyOutside ? Self.countOutsideLimits(result.sizes) : 0
        return result
    }

    /// Adds a measurement after every one held.
    ///
    /// - Precondition: `item` is greater than every item held.
    /// - Complexity: amortized O(1), also when a copy of this value holds the same tables.
    package mutating func append(_ size: CGSize, forItem item: Int) {
        precondition(items.last.map { $0 < item } ?? true, "MeasuredSizes: items are appended in order")
        items.append(item)
        sizes.append(size)
        if !LayoutLimits.isUsable(measuredSize: size) { outsideLimitsCount += 1 }
    }

    /// How many of `sizes` are not usable measured sizes.
    ///
    /// - Complexity: O(*k*) for *k* sizes, four comparisons each.
    private static func countOutsideLimits(_ sizes: PrefixSharingArray<CGSize>) -> Int {
        sizes.withUnsafeBufferPointer { sizes in
            var count = 0
            for size in sizes where !LayoutLimits.isUsable(measuredSize: size) { count += 1 }
            return count
        }
    }
}

// MARK: - Equatable, Hashable

extension MeasuredSizes: Hashable {
    package static func == (lhs: MeasuredSizes, rhs: MeasuredSizes) -> Bool {
        lhs.items == rhs.items && lhs.sizes == rhs.sizes
    }

    // `CGSize` is `Hashable` only from iOS 18 on Apple's platforms: its parts are hashed.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(items.count)
        for item in items { hasher.combine(item) }
        for size in sizes {
            hasher.combine(size.width)
            hasher.combine(size.height)
        }
    }
}
