import Foundation

// MARK: - Right to left

extension LayoutSolution {
    /// The direction the layout was solved for (the root environment's trait). In right to left,
    /// every frame the solution reports — cells, supplementaries, decorations, orthogonal bands,
    /// items scrolled out of a band included — is the left-to-right frame mirrored across the
    /// content's width: the frames are what the screen shows, and a host uses them as they are.
    package var layoutDirection: TraitEnvironmentLayoutDirection { environment.traitCollection.layoutDirection }

    /// Whether frames are mirrored (right to left).
    var isMirrored: Bool { layoutDirection == .rightToLeft }

    /// A rectangle mirrored across the content's width in right to left (unchanged in left to
    /// right). Its own inverse: it turns left-to-right frames into screen frames and back.
    ///
    /// - Complexity: O(1).
    func mirrored(_ rect: CGRect) -> CGRect {
        guard isMirrored, !rect.isNull else { return rect }
        return CGRect(x: contentSize.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// Attributes mirrored in right to left: the frame, and a transform seen in the mirror.
    func mirrored(_ attributes: LayoutAttributes) -> LayoutAttributes {
        guard isMirrored else { return attributes }
        var copy = attributes
        copy.frame = mirrored(attributes.frame)
        if !attributes.transform.isIdentity {
            let t = attributes.transform
            copy.transform = LayoutTransform(a: t.a, b: -t.b, c: -t.c, d: t.d, tx: -t.tx, ty: t.ty)
        }
        return copy
    }

    /// The collection view's bounds in content coordinates: the content offset, and the container
    /// plus the content insets across the scrolling axis (a host's container excludes them).
    ///
    /// - Complexity: O(1).
    package var boundsRect: CGRect {
        var size = environment.container.contentSize
        let cross = scrollDirection.orthogonal
        size[cross] += cross == .horizontal ? adjustedContentInset.horizontal : adjustedContentInset.vertical
        return CGRect(origin: contentOffset, size: size)
    }

    /// The visible part of the content in left-to-right coordinates, where the engine works.
    var logicalVisibleRect: CGRect { mirrored(visibleRect) }

    /// The bounds in left-to-right coordinates.
    var logicalBoundsRect: CGRect { mirrored(boundsRect) }
}

// MARK: - Orthogonal bands in right to left

extension LayoutSolution {
    /// Whether a section's band scrolls along the x axis in the mirror (a vertical layout's
    /// orthogonal sections, in right to left): its scroll view's offsets then run the other way.
    package func bandIsMirrored(_ section: Int) -> Bool {
        isMirrored && scrollDirection == .vertical && sections.indices.contains(section)
            && sections[section].orthogonal != nil
    }
}
