import Foundation

/// Places boundary supplementary items around a host rectangle.
enum BoundaryItemSolver {
    struct Placement {
        var items: [SolvedBoundary] = []
        /// The smallest and largest coordinate along the scrolling axis reached by items that
        /// extend the boundary (0 and the host extent when none does).
        var extendingMinimum: CGFloat = 0
        var extendingMaximum: CGFloat = 0
    }

    /// Places items around `hostRect`. Items aligned to an edge along the scrolling axis that
    /// extend the boundary sit outside the rectangle; the others overlay it.
    static func place(
        _ items: [LayoutBoundarySupplementaryItem],
        in hostRect: CGRect,
        scrollAxis: LayoutAxis,
        resolver: DimensionResolver,
        measured: (String, Int) -> CGSize?
    ) -> Placement {
        var placement = Placement(
            extendingMinimum: hostRect.minimum(scrollAxis), extendingMaximum: hostRect.maximum(scrollAxis))
        var countsByKind: [String: Int] = [:]
        let container = LayoutContainer(contentSize: hostRect.size)
        let (leadingEdge, trailingEdge): (DirectionalRectEdge, DirectionalRectEdge) =
            scrollAxis == .vertical ? (.top, .bottom) : (.leading, .trailing)
        for item in items {
            let index = countsByKind[item.elementKind, default: 0]
            countsByKind[item.elementKind] = index + 1
            var size = resolver.resolve(item.layoutSize, in: container)
            if let measured = measured(item.elementKind, index) {
                if item.layoutSize.widthDimension.isSelfSizing { size.width = measured.width }
                if item.layoutSize.heightDimension.isSelfSizing { size.height = measured.height }
            }
            let edges = item.alignment.edges
            let containerAnchor = LayoutAnchor(edges: edges, absoluteOffset: item.offset)
            var itemAnchor: LayoutAnchor?
            let axisEdge = edges.intersection([leadingEdge, trailingEdge])
            let extends = item.extendsBoundary && !axisEdge.isEmpty
            if extends {
                let opposite: DirectionalRectEdge = axisEdge.contains(leadingEdge) ? trailingEdge : leadingEdge
                itemAnchor = LayoutAnchor(edges: edges.subtracting([leadingEdge, trailingEdge]).union(opposite))
            }
            let anchored = AnchorMath.frame(
                size: size, in: hostRect, containerAnchor: containerAnchor, itemAnchor: itemAnchor)
            let frame = AnchorMath.inset(anchored, by: item.contentInsets, size: item.layoutSize)
            if extends {
                placement.extendingMinimum = min(placement.extendingMinimum, anchored.minimum(scrollAxis))
                placement.extendingMaximum = max(placement.extendingMaximum, anchored.maximum(scrollAxis))
            }
            placement.items.append(
                SolvedBoundary(
                    elementKind: item.elementKind, index: index, frame: frame, zIndex: item.zIndex,
                    pinsToVisibleBounds: item.pinToVisibleBounds, edges: edges,
                    selfSizingAxes: SelfSizingAxes(item.layoutSize)
                ))
        }
        return placement
    }

    /// Checks a boundary item's size, insets and offset.
    static func validate(_ item: LayoutBoundarySupplementaryItem, at path: String) throws(LayoutError) {
        try DimensionResolver.validate(item.layoutSize, at: path)
        try DimensionResolver.validate(item.contentInsets, name: "contentInsets", at: path)
        guard item.offset.x.isFinite, item.offset.y.isFinite else {
            throw .invalidDimension("\(path): offset must be finite, found \(item.offset)")
        }
        try LayoutLimits.validate(zIndex: item.zIndex, at: path)
    }
}
