import Foundation

// MARK: - Package-wide accessors

extension IndexPath {
    /// Creates a two-level index path (section, item) on every platform.
    ///
    /// UIKit and AppKit spell this `IndexPath(item:section:)`, but that initializer is
    /// declared in their overlays, not in Foundation. Tessera's platform-independent modules
    /// use this spelling internally so they compile the same on Linux, macOS and iOS.
    @inlinable
    package init(section: Int, item: Int) {
        // Appending to a one-index path stores both indexes inline; `init(indexes:)` would allocate
        // an array for every index path, which dominates diffs of large lists.
        self.init(index: section)
        append(item)
    }

    /// The first index (the section), on every platform.
    @inlinable
    package var sectionIndex: Int { self[0] }

    /// The second index (the item), on every platform.
    @inlinable
    package var itemIndex: Int { self[1] }

    /// Whether this index path comes before `other` in index order: `lexicographicallyPrecedes`,
    /// without walking the two as generic sequences when both are (section, item) pairs.
    ///
    /// - Complexity: O(1) for two-level index paths.
    @inlinable
    package nonisolated func precedes(_ other: IndexPath) -> Bool {
        guard count == 2, other.count == 2 else { return lexicographicallyPrecedes(other) }
        let section = self[0], otherSection = other[0]
        return section != otherSection ? section < otherSection : self[1] < other[1]
    }
}

// MARK: - UIKit spellings where no UI framework provides them

#if !canImport(UIKit) && !canImport(AppKit)
    extension IndexPath {
        /// Creates an index path for an item in a section, as UIKit's `IndexPath(item:section:)` does.
        ///
        /// Declared only where neither UIKit nor AppKit provides it (Linux, for tests and tools), so code
        /// written against UIKit compiles unchanged.
        @inlinable
        public init(item: Int, section: Int) {
            self.init(section: section, item: item)
        }

        /// Creates an index path for a row in a section, as UIKit's `IndexPath(row:section:)` does.
        @inlinable
        public init(row: Int, section: Int) {
            self.init(section: section, item: row)
        }

        /// The section of a two-level index path, as UIKit's `IndexPath.section`.
        @inlinable
        public var section: Int {
            get { self[0] }
            set { self[0] = newValue }
        }

        /// The item of a two-level index path, as UIKit's `IndexPath.item`.
        @inlinable
        public var item: Int {
            get { self[1] }
            set { self[1] = newValue }
        }

        /// The row of a two-level index path, as UIKit's `IndexPath.row`.
        @inlinable
        public var row: Int {
            get { self[1] }
            set { self[1] = newValue }
        }
    }
#endif

// MARK: - Flat indexes

extension IndexPath {
    /// The place of the item this index path names in the flat list of every section's items, for
    /// sections starting at `starts` in a list of `total` items; `nil` when it names no item (not
    /// two indexes, a section or an item out of range, however large or negative: no arithmetic
    /// on the indexes can overflow).
    ///
    /// - Complexity: O(1).
    @inlinable
    package func flatIndex(inSectionsStartingAt starts: [Int], total: Int) -> Int? {
        // Each index read once: `IndexPath`'s accessors are calls into Foundation, not inlined.
        guard count == 2 else { return nil }
        return starts.flatIndex(section: self[0], item: self[1], total: total)
    }
}

extension Array where Element == Int {
    /// The place of an item in the flat list of every section's items, for sections starting at
    /// these offsets in a list of `total` items; `nil` when it names no item (a section or an item
    /// out of range, however large or negative: no arithmetic on the indexes can overflow).
    ///
    /// - Complexity: O(1).
    @inlinable
    package func flatIndex(section: Int, item: Int, total: Int) -> Int? {
        guard section >= 0, section < count, item >= 0 else { return nil }
        let start = self[section]
        let end = section + 1 < count ? self[section + 1] : total
        return item < end - start ? start + item : nil
    }
}

// MARK: - Section offsets

extension Array where Element == Int {
    /// Where each section starts in the flat list of items, for per-section counts: `[0, c0,
    /// c0 + c1, …]`, one per section.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    package var sectionStarts: [Int] {
        var starts: [Int] = []
        starts.reserveCapacity(count)
        var total = 0
        for value in self {
            starts.append(total)
            total += value
        }
        return starts
    }
}
