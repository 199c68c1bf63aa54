/// The number of items in each section of a snapshot, kept as a Fenwick tree so that the number of
/// items before a section is a sum of O(log *s*) entries, and a section whose count changes
/// updates O(log *s*) entries instead of the offsets of every later section.
///
/// Entry *i* (1-based) holds the items of sections *i* − lowbit(*i*) + 1 through *i*.
@usableFromInline
struct SectionItemCounts: Sendable {
    @usableFromInline var tree: [Int] = []

    @inlinable
    init() {}

    /// The number of sections.
    @inlinable
    var sectionCount: Int { tree.count }

    /// The number of items in the sections before the one at `ordinal`.
    ///
    /// - Complexity: O(log *s*) for *s* sections.
    @inlinable
    func itemsBefore(_ ordinal: Int) -> Int {
        tree.withUnsafeBufferPointer { tree in
            var sum = 0
            var index = ordinal
            while index > 0 {
                sum &+= tree[index &- 1]
                index &= index &- 1
            }
            return sum
        }
    }

    /// Adds `delta` items to the section at `ordinal`.
    ///
    /// - Complexity: O(log *s*) for *s* sections.
    @inlinable
    mutating func add(_ delta: Int, toSectionAt ordinal: Int) {
        guard delta != 0 else { return }
        tree.withUnsafeMutableBufferPointer { tree in
            var index = ordinal &+ 1
            while index <= tree.count {
                tree[index &- 1] &+= delta
                index &+= index & -index
            }
        }
    }

    /// Adds a section of `count` items after the last one.
    ///
    /// - Complexity: O(log *s*) for *s* sections.
    @inlinable
    mutating func append(_ count: Int) {
        let index = tree.count &+ 1
        let covered = index & -index
        // The entry also holds the sections it covers before the new one: entries index − 1,
        // then down by their own spans, until the start of its span.
        var sum = count
        var below = index &- 1
        let start = index &- covered
        while below > start {
            sum &+= tree[below &- 1]
            below &= below &- 1
        }
        tree.append(sum)
    }

    /// The number of items in each section, in order: the tree taken apart again, each entry
    /// less the entries it covers (their sums are still whole when it is reached, from the end).
    ///
    /// - Complexity: O(*s*) for *s* sections.
    @inlinable
    var counts: [Int] {
        // The one entry of a tree of one section covers that section alone: the tree is the
        // table (returned shared, not copied to be taken apart).
        guard tree.count > 1 else { return tree }
        var counts = tree
        counts.withUnsafeMutableBufferPointer { counts in
            var index = counts.count
            while index > 0 {
                let parent = index &+ (index & -index)
                if parent <= counts.count { counts[parent &- 1] &-= counts[index &- 1] }
                index &-= 1
            }
        }
        return counts
    }

    /// Replaces every count: `counts` gives each section's, in order.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    @inlinable
    mutating func rebuild(_ counts: some Sequence<Int>) {
        tree.removeAll(keepingCapacity: true)
        tree.append(contentsOf: counts)
        tree.withUnsafeMutableBufferPointer { tree in
            for index in 1..<(tree.count &+ 1) {
                let parent = index &+ (index & -index)
                if parent <= tree.count { tree[parent &- 1] &+= tree[index &- 1] }
            }
        }
    }
}
