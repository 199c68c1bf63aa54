import Foundation

// MARK: - Traits as the system reports them

extension LayoutTraitCollection {
    /// The traits of a system trait collection, with the fallbacks a layout needs: a display scale
    /// the system does not know yet (0, before the view is in a window) counts as 3, the scale of
    /// current iPhones; a content size category Tessera does not know counts as `.large`, the
    /// system's default. TesseraUIKit reads UIKit's trait collection through it.
    ///
    /// - Complexity: O(1).
    package init(
        reportedDisplayScale: CGFloat, horizontalSizeClass: LayoutSizeClass, verticalSizeClass: LayoutSizeClass,
        isRightToLeft: Bool, contentSizeCategoryName: String
    ) {
        self.init(
            displayScale: reportedDisplayScale > 0 ? reportedDisplayScale : 3,
            horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
            layoutDirection: isRightToLeft ? .rightToLeft : .leftToRight,
            preferredContentSizeCategory: ContentSizeCategory(rawValue: contentSizeCategoryName) ?? .large)
    }
}

extension LayoutEnvironment {
    /// The readable content insets of a view, from its bounds and its readable content guide's
    /// frame, left and right: how far the guide is inset from each edge (never less than 0); none
    /// while the guide has no frame (before the view is laid out).
    ///
    /// - Complexity: O(1).
    package static func readableContentInsets(bounds: CGRect, readableFrame: CGRect) -> (left: CGFloat, right: CGFloat)
    {
        guard !readableFrame.isEmpty else { return (0, 0) }
        return (max(0, readableFrame.minX - bounds.minX), max(0, bounds.maxX - readableFrame.maxX))
    }
}
