import Foundation

// MARK: - Fitting a view's content

extension SelfSizingAxes {
    /// The size a view measuring itself for Tessera's engine prefers: along these axes (the
    /// element's estimated dimensions), the length its content needs, rounded up to a whole point;
    /// along the others, the layout's. Without axes the element keeps the layout's size and the
    /// content is not measured. Mirrors `preferredLayoutAttributesFitting(_:)` of TesseraUIKit's
    /// ready-made views (`TextCell`, `StaticViewCell`, `TitleSupplementaryView`…), which measure
    /// with `systemLayoutSizeFitting` against ``fittingTarget(for:)``.
    ///
    /// ```swift
    /// SelfSizingAxes.vertical.preferredSize(currentSize: CGSize(width: 390, height: 44)) {
    ///     CGSize(width: 200, height: 61.2)
    /// }   // 390 × 62
    /// ```
    ///
    /// - Complexity: O(1), plus one measurement when there are axes.
    package func preferredSize(currentSize: CGSize, measuring fittingSize: () -> CGSize) -> CGSize {
        guard !isEmpty else { return currentSize }
        let fitted = fittingSize()
        return CGSize(
            width: contains(.horizontal) ? fitted.width.rounded(.up) : currentSize.width,
            height: contains(.vertical) ? fitted.height.rounded(.up) : currentSize.height)
    }

    /// The size a view's content is measured against: as small as possible (0) along these axes,
    /// where the content decides; the layout's size along the others, which stay fixed. Mirrors
    /// the target size of `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
    /// with `UIView.layoutFittingCompressedSize` along the free axes.
    ///
    /// - Complexity: O(1).
    package func fittingTarget(for currentSize: CGSize) -> CGSize {
        CGSize(
            width: contains(.horizontal) ? 0 : currentSize.width,
            height: contains(.vertical) ? 0 : currentSize.height)
    }
}
