import Foundation

extension LayoutEnvironment {
    /// The environment a collection view gives its layout: its bounds size less its adjusted
    /// content inset across the scrolling axis as the container (UIKit's compositional layout: a
    /// `contentInset.left` of 20 narrows a `fractionalWidth(1)` item by 20), with its traits, safe
    /// area, layout margins and readable content insets. Both hosts build their environment here.
    ///
    /// - Complexity: O(1).
    package init(
        hostBoundsSize: CGSize,
        adjustedContentInset: DirectionalEdgeInsets,
        scrollDirection: LayoutAxis,
        traitCollection: LayoutTraitCollection,
        safeAreaInsets: DirectionalEdgeInsets = .zero,
        layoutMargins: DirectionalEdgeInsets = .zero,
        readableContentInsets: DirectionalEdgeInsets = .zero
    ) {
        var size = hostBoundsSize
        if scrollDirection == .vertical {
            size.width = max(0, size.width - adjustedContentInset.leading - adjustedContentInset.trailing)
        } else {
            size.height = max(0, size.height - adjustedContentInset.top - adjustedContentInset.bottom)
        }
        self.init(
            container: LayoutContainer(contentSize: size),
            traitCollection: traitCollection,
            safeAreaInsets: safeAreaInsets,
            layoutMargins: layoutMargins,
            readableContentInsets: readableContentInsets
        )
    }
}
