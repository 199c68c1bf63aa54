#if canImport(UIKit)
    import Tessera

    extension LayoutSection {
        /// A section of full-width rows of one height, inset from the sides: how the SwiftUI
        /// screens show a title or a footnote as a row of its own (`CollectionList` has rows only,
        /// no supplementary views).
        static func fullWidthRows(height: LayoutDimension, horizontalInset: CGFloat = 16) -> LayoutSection {
            let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height)
            var section = LayoutSection(group: .vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
            section.contentInsets = DirectionalEdgeInsets(
                top: 0, leading: horizontalInset, bottom: 0, trailing: horizontalInset)
            return section
        }
    }
#endif
