import Foundation

// MARK: - Column count

extension WaterfallSectionLayout {
    /// How many columns a waterfall has: a fixed number, or as many as fit at a minimum width.
    public enum ColumnCount: Sendable, Hashable {
        /// Exactly this many columns: from 1 to ``LayoutLimits/maximumColumnCount``.
        case fixed(Int)
        /// As many columns as fit with at least `minimum` points each:
        /// `max(1, floor((width + columnSpacing) / (minimum + columnSpacing)))` for the width
        /// inside the section's content insets, and at most ``LayoutLimits/maximumColumnCount``.
        case adaptive(minimum: CGFloat)

        /// The number of columns for a width.
        ///
        /// - Throws: ``LayoutError/invalidDimension(_:)`` naming `path` for a count below 1 or
        ///   above ``LayoutLimits/maximumColumnCount``, or a minimum that is not finite and
        ///   positive.
        func resolved(width: CGFloat, spacing: CGFloat, path: String) throws(LayoutError) -> Int {
            switch self {
            case .fixed(let count):
                guard count >= 1 else {
                    throw .invalidDimension("\(path): columnCount must be at least 1, found \(count)")
                }
                guard count <= LayoutLimits.maximumColumnCount else {
                    throw .invalidDimension(
                        "\(path): columnCount must be at most \(LayoutLimits.maximumColumnCount) (LayoutLimits.maximumColumnCount), found \(count)"
                    )
                }
                return count
            case .adaptive(let minimum):
                guard minimum.isFinite, minimum > 0 else {
                    throw .invalidDimension(
                        "\(path): the adaptive minimum column width must be a finite value greater than 0, found \(minimum)"
                    )
                }
                return min(
                    LayoutGroup.SubitemCount.adaptiveCount(minimum: minimum, length: width, spacing: spacing),
                    LayoutLimits.maximumColumnCount)
            }
        }
    }
}
