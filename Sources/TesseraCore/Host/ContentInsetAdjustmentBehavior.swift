import Foundation

/// How the safe area adds to a collection view's content inset. Mirrors
/// `UIScrollView.ContentInsetAdjustmentBehavior`; ``HeadlessCollectionView`` computes its
/// `adjustedContentInset` with it, as UIKit does.
package enum ContentInsetAdjustmentBehavior: Sendable, Hashable, CaseIterable {
    /// The top and bottom safe area always, the leading and trailing safe area along a scrolling
    /// axis (UIKit's default: a vertically scrolling collection view starts below the navigation
    /// bar and ends above the home indicator, and its layout keeps rows clear of a notch in
    /// landscape through its content insets reference).
    case automatic
    /// The safe area on the edges of the axes the layout scrolls along.
    case scrollableAxes
    /// No safe area: the adjusted content inset is the content inset.
    case never
    /// The whole safe area.
    case always

    /// The adjusted content inset: `contentInset` plus the safe area on the edges this behaviour
    /// adjusts. Mirrors `UIScrollView.adjustedContentInset` (spec L8); a layout scrolling along an
    /// axis counts that axis as scrollable.
    ///
    /// - Complexity: O(1).
    package func adjustedContentInset(
        contentInset: DirectionalEdgeInsets, safeAreaInsets: DirectionalEdgeInsets, scrollDirection: LayoutAxis
    ) -> DirectionalEdgeInsets {
        let vertical: Bool, horizontal: Bool
        switch self {
        case .automatic: (vertical, horizontal) = (true, scrollDirection == .horizontal)
        case .scrollableAxes: (vertical, horizontal) = (scrollDirection == .vertical, scrollDirection == .horizontal)
        case .never: (vertical, horizontal) = (false, false)
        case .always: (vertical, horizontal) = (true, true)
        }
        var adjusted = contentInset
        if vertical {
            adjusted.top += max(0, safeAreaInsets.top)
            adjusted.bottom += max(0, safeAreaInsets.bottom)
        }
        if horizontal {
            adjusted.leading += max(0, safeAreaInsets.leading)
            adjusted.trailing += max(0, safeAreaInsets.trailing)
        }
        return adjusted
    }
}
