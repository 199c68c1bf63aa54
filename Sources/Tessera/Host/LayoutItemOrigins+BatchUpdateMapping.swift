import Foundation

extension LayoutItemOrigins {
    /// Where each section and item after a validated batch update was before it.
    ///
    /// - Complexity: O(1): the mapping's tables are shared, not copied.
    package init(_ mapping: BatchUpdateMapping) {
        self.init(
            sectionOrigins: mapping.sectionOrigins, oldOffsets: mapping.oldOffsets, newOffsets: mapping.newOffsets,
            origins: mapping.origins, oldTotal: mapping.destinations.count)
    }
}
