// swift-format-ignore-file
// (the snippets here are the articles' text, line for line)
#if canImport(UIKit)
import Testing
import Tessera
import TesseraExampleScreens
import TesseraUIKit
import UIKit

// The DocC articles' snippets that need UIKit, compiled here as they are written there (the Linux
// suite's `DocumentationSnippetTests` checks that they appear in this file line for line).

// MARK: - Scaffolding

private typealias Product = ProductListScreen.Product
private typealias Category = ProductListScreen.Section
typealias Swatch = ColorGridScreen.Swatch

private final class TextRowCell: UICollectionViewCell, SectionCell {
    struct Data: SectionCellData {
        var text: String
        var onSelect: (@MainActor () -> Void)?
    }

    func setup(with data: Data) -> Self { self }
    static func groupSize() -> LayoutGroup { ColorGridScreen.textGroup() }
}

private final class BoldHeader: TitleSupplementaryView, SectionHeader {
    @discardableResult
    func setup(with data: String) -> Self {
        text = data
        return self
    }

    static func headerItem() -> LayoutBoundarySupplementaryItem? { ColorGridScreen.headerItem() }
}

private final class LightFooter: TitleSupplementaryView, SectionFooter {
    @discardableResult
    func setup(with data: String) -> Self {
        text = data
        return self
    }

    static func footerItem() -> LayoutBoundarySupplementaryItem? { ColorGridScreen.footerItem() }
}

// From TypedSections.md.
final class ColorCell: UICollectionViewCell, SectionCell {
    struct Data: SectionCellData {
        var swatch: Swatch
        var onSelect: (@MainActor () -> Void)?
    }
    func setup(with data: Data) -> Self { /* configure */ return self }
    static func groupSize() -> LayoutGroup { ColorGridScreen.gridGroup() }
}

@Suite("Documentation snippets on UIKit")
@MainActor
struct DocumentationSnippetUIKitTests {
    private func makeCollectionView() -> UICollectionView {
        let layout = CompositionalLayout(section: LayoutSection(group: ColorGridScreen.textGroup()))
        return UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: TesseraCollectionViewLayout(layout: layout))
    }

    @Test func diffableDataSourceWithListCells() throws {
        let collectionView = makeCollectionView()
        let featured = Array(ProductListScreen.products.prefix(2))
        let all = Array(ProductListScreen.products.dropFirst(2))

        // From DiffableDataSources.md.
        let cell = CellRegistration<ListCell, Product> { cell, indexPath, product in
            cell.content = ListContentConfiguration(style: .valueCell, text: product.name, secondaryText: product.price)
            cell.listAccessories = [.disclosureIndicator]
        }
        let dataSource = CollectionViewDiffableDataSource<Category, Product>(collectionView: collectionView) { view, indexPath, product in
            try view.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: product)
        }
        dataSource.apply(try Snapshot([(.featured, featured), (.all, all)]), animatingDifferences: true)

        #expect(dataSource.snapshot().numberOfSections == 2)
    }

    @Test func screenBuilderWithUIKitCells() throws {
        let collectionView = makeCollectionView()

        // From ScreenBuilderGuide.md.
        let screen = CollectionData {
            ScreenSection("summary") {
                Row(TitleCellModel("Paris → Lyon"))
                Space(.large)
                Card {
                    Row(KeyValueCellModel("Departure", "08:04"), id: "departure")
                    Row(KeyValueCellModel("Arrival", "10:00"), id: "arrival")
                }
            }
        }
        try CollectionDataController(collectionView: collectionView, cells: .uikit).apply(screen)
    }

    @Test func typedSectionsOnASectionView() {
        let colors = ColorGridScreen.swatches.map { ColorCell.Data(swatch: $0) }
        let lines = ["One", "Two"].map { TextRowCell.Data(text: $0) }
        let more = SectionWithoutHeaderFooter<TextRowCell>(items: [TextRowCell.Data(text: "Three")])

        // From TypedSections.md.
        let sectionView = SectionView()
        sectionView.set(sections: [
            Section<ColorCell, BoldHeader, LightFooter>(items: colors, header: "Colors", footer: "8 colors"),
            SectionWithoutHeaderFooter<TextRowCell>(items: lines),
        ])
        sectionView.set(sections: [more], append: true)   // inserts; the others are not touched

        #expect(sectionView.sections.count == 3)
    }
}
#endif
