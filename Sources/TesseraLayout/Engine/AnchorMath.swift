import Foundation

/// Places anchored supplementary items.
enum AnchorMath {
    /// The frame of a supplementary of `size` glued to `rect` by its anchors.
    static func frame(size: CGSize, in rect: CGRect, containerAnchor: LayoutAnchor, itemAnchor: LayoutAnchor?) -> CGRect
    {
        let anchor = containerAnchor.unitPoint
        let point = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        let glued = itemAnchor?.unitPoint ?? anchor
        var origin = CGPoint(x: point.x - glued.x * size.width, y: point.y - glued.y * size.height)
        for anchor in [containerAnchor, itemAnchor].compactMap({ $0 }) {
            if anchor.isFractionalOffset {
                origin.x += anchor.offset.x * size.width
                origin.y += anchor.offset.y * size.height
            } else {
                origin.x += anchor.offset.x
                origin.y += anchor.offset.y
            }
        }
        return CGRect(origin: origin, size: size)
    }

    /// The frame of an anchored supplementary item on `rect`, its size resolved in `container`
    /// (or measured, along estimated axes), then inset by its content insets.
    static func frame(
        of item: LayoutSupplementaryItem, in rect: CGRect, container: LayoutContainer, resolver: DimensionResolver,
        measured: CGSize?
    ) -> CGRect {
        var size = resolver.resolve(item.layoutSize, in: container)
        if let measured {
            if item.layoutSize.widthDimension.isSelfSizing { size.width = measured.width }
            if item.layoutSize.heightDimension.isSelfSizing { size.height = measured.height }
        }
        let frame = Self.frame(size: size, in: rect, containerAnchor: item.containerAnchor, itemAnchor: item.itemAnchor)
        return inset(frame, by: item.contentInsets, size: item.layoutSize)
    }

    /// A frame inset by content insets, except along estimated axes.
    static func inset(_ frame: CGRect, by contentInsets: DirectionalEdgeInsets, size: LayoutSize) -> CGRect {
        var insets = DimensionResolver.fractionalize(contentInsets, relativeTo: frame.size)
        if size.widthDimension.isSelfSizing {
            insets.leading = 0
            insets.trailing = 0
        }
        if size.heightDimension.isSelfSizing {
            insets.top = 0
            insets.bottom = 0
        }
        return CGRect(
            x: frame.minX + insets.leading, y: frame.minY + insets.top, width: frame.width - insets.horizontal,
            height: frame.height - insets.vertical)
    }
}
