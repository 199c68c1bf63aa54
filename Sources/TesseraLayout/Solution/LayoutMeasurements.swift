import Foundation

/// What a layout lays out: the number of items in each section, the sizes views measured
/// themselves at (self-sizing), and scroll positions of orthogonal sections.
public struct LayoutContent: Sendable, Hashable {
    /// The most items, in all sections together, a layout solves: 2,147,483,646
    /// (`Int32.max - 1`). Solving more, or a negative count, throws
    /// ``LayoutError/invalidInput(_:)``.
    public static let maximumItemCount = ItemCountLimit.maximum

    /// The number of items in each section: 0 or more, at most ``maximumItemCount`` in all.
    public var itemCounts: [Int]
    /// Sizes measured by cells, by index path; they replace estimates along estimated axes.
    public var itemSizes: [IndexPath: CGSize]
    /// Sizes measured by supplementary views, by kind and index path.
    public var supplementarySizes: [LayoutElementKey: CGSize]

    /// Creates content.
    public init(
        itemCounts: [Int], itemSizes: [IndexPath: CGSize] = [:], supplementarySizes: [LayoutElementKey: CGSize] = [:]
    ) {
        self.itemCounts = itemCounts
        self.itemSizes = itemSizes
        self.supplementarySizes = supplementarySizes
    }

    /// Measured sizes grouped by section, then item.
    func itemSizesBySection() -> [Int: [Int: CGSize]] {
        var result: [Int: [Int: CGSize]] = [:]
        for (indexPath, size) in itemSizes where indexPath.count == 2 {
            result[indexPath[0], default: [:]][indexPath[1]] = size
        }
        return result
    }
}
