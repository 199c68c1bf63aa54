// snippet.hide
#if canImport(UIKit)
// snippet.show
import Tessera
import TesseraUIKit
import UIKit

/// A square swatch; its data says what selecting it does.
final class SwatchCell: UICollectionViewCell, SectionCell {
    struct Data: SectionCellData {
        var color: UIColor
        var onSelect: (@MainActor () -> Void)?
    }

    func setup(with data: Data) -> Self {
        contentView.backgroundColor = data.color
        contentView.layer.cornerRadius = 12
        return self
    }

    /// Two swatches a row, as tall as they are wide.
    static func groupSize() -> LayoutGroup {
        let item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        var group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.5)),
            subitems: [item])
        group.interItemSpacing = .fixed(16)
        return group
    }
}

/// A pinned header that shows a title.
final class PaletteHeader: TitleSupplementaryView, SectionHeader {
    func setup(with data: String) -> Self {
        text = data
        return self
    }

    static func headerItem() -> LayoutBoundarySupplementaryItem? {
        var header = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: ElementKind.sectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        return header
    }
}

/// A footer that counts the swatches.
final class PaletteFooter: TitleSupplementaryView, SectionFooter {
    func setup(with data: String) -> Self {
        text = data
        style = .footer
        return self
    }

    static func footerItem() -> LayoutBoundarySupplementaryItem? {
        LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(28)),
            elementKind: ElementKind.sectionFooter, alignment: .bottom)
    }
}

/// Typed sections on a `SectionView`: each section registers its cells, header and footer, lays
/// them out with its cell's group, and runs what a selected cell's data says.
final class PaletteViewController: UIViewController {
    private let sectionView = SectionView()
    private let colors: [(name: String, color: UIColor)] = [
        ("Red", .systemRed), ("Orange", .systemOrange), ("Green", .systemGreen), ("Blue", .systemBlue),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        sectionView.frame = view.bounds
        sectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(sectionView)
        sectionView.set(contentInset: NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16))
        sectionView.set(sections: [palette(named: "Warm", colors.prefix(2))])
        // Appending a section inserts it in one batch update; the sections shown are not touched.
        sectionView.set(sections: [palette(named: "Cool", colors.suffix(2))], append: true)
    }

    private func palette(
        named name: String, _ colors: ArraySlice<(name: String, color: UIColor)>
    ) -> TypedSection<SwatchCell, PaletteHeader, PaletteFooter> {
        TypedSection(
            items: colors.map { swatch in
                SwatchCell.Data(color: swatch.color) { [weak self] in self?.title = swatch.name }
            },
            header: name,
            footer: "\(colors.count) colors")
    }
}
// snippet.hide
#endif
