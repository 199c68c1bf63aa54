import Foundation

/// What a layout lays out: the number of items in each section, the sizes views measured
/// themselves at (self-sizing), and scroll positions of orthogonal sections.
public struct LayoutContent: Sendable, Hashable {
    /// The most items, in all sections together, a layout solves: 2,147,483,646
    /// (`Int32.max - 1`). Solving more, or a negative count, throws
    /// ``LayoutError/invalidInput(_:)``.
    package static let maximumItemCount = ItemCountLimit.maximum

    /// The number of items in each section: 0 or more, at most ``LayoutLimits/maximumItemCount`` in all.
    public var itemCounts: [Int]
    /// Sizes measured by cells, by index path; they replace estimates along estimated axes.
    /// Index paths that do not name an item (not two indexes) are ignored.
    ///
    /// - Complexity: O(*m*) to read, O(*m* log *m*) to set, for *m* measured items.
    public var itemSizes: [IndexPath: CGSize] {
        get {
            var result: [IndexPath: CGSize] = [:]
            for (section, sizes) in measuredItems {
                for (item, size) in zip(sizes.items, sizes.sizes) {
                    result[IndexPath(section: section, item: item)] = size
                }
            }
            return result
        }
        set {
            // Content without measurements (the usual): nothing to group.
            guard !newValue.isEmpty else {
                measuredItems = [:]
                return
            }
            var bySection: [Int: [Int: CGSize]] = [:]
            for (indexPath, size) in newValue where indexPath.count == 2 {
                bySection[indexPath[0], default: [:]][indexPath[1]] = size
            }
            measuredItems = bySection.mapValues(MeasuredSizes.init)
        }
    }
    /// Sizes measured by cells, by section, sorted by item: what ``itemSizes`` reads and writes,
    /// kept in the form layouts read, so that a host hands its measurements over without
    /// converting them.
    package var measuredItems: [Int: MeasuredSizes] = [:]
    /// Sizes measured by supplementary views, by kind and index path.
    package var supplementarySizes: [LayoutElementKey: CGSize]

    /// Creates content.
    public init(itemCounts: [Int], itemSizes: [IndexPath: CGSize] = [:]) {
        self.init(itemCounts: itemCounts, itemSizes: itemSizes, supplementarySizes: [:])
    }

    /// Creates content with the sizes a host measured for supplementary views.
    package init(itemCounts: [Int], itemSizes: [IndexPath: CGSize], supplementarySizes: [LayoutElementKey: CGSize]) {
        self.itemCounts = itemCounts
        self.supplementarySizes = supplementarySizes
        self.itemSizes = itemSizes
    }

    /// Content with measured sizes already sorted by section and item (a host's).
    package init(
        itemCounts: [Int], measuredItems: [Int: MeasuredSizes], supplementarySizes: [LayoutElementKey: CGSize]
    ) {
        self.itemCounts = itemCounts
        self.measuredItems = measuredItems
        self.supplementarySizes = supplementarySizes
    }

    /// Measured sizes grouped by section, then item.
    ///
    /// - Complexity: O(*m*).
    func itemSizesBySection() -> [Int: [Int: CGSize]] {
        measuredItems.mapValues(\.dictionary)
    }
}
