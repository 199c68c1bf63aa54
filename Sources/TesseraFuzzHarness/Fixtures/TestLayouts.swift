import Foundation
import Tessera

/// Layouts the fuzzers and the tests share.
package enum TestLayouts {
    /// Section 0: full-width rows 44 points tall; section 1: a band of tiles 80% as wide as the
    /// view and 100 points tall that pages sideways.
    package static func rowsAndBand() -> CompositionalLayout {
        let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        var band = LayoutSection(
            group: .horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(100)),
                subitems: [LayoutItem(layoutSize: row)]))
        band.orthogonalScrollingBehavior = .groupPaging
        let sections = [
            LayoutSection(group: .vertical(layoutSize: row, subitems: [LayoutItem(layoutSize: row)])), band,
        ]
        return CompositionalLayout { index, _ in index < sections.count ? sections[index] : nil }
    }

    /// Full-width rows of a fixed height.
    package static func rows(height: CGFloat = 44) -> CompositionalLayout {
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
        return CompositionalLayout(
            section: LayoutSection(group: .horizontal(layoutSize: size, subitems: [LayoutItem(layoutSize: size)])))
    }

    /// Self-sizing rows estimated at `estimate`.
    package static func selfSizingRows(estimate: CGFloat = 44) -> CompositionalLayout {
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimate))
        return CompositionalLayout(
            section: LayoutSection(group: .vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)])))
    }
}
