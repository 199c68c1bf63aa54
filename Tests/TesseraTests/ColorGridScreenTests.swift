import Foundation
import Tessera
import TesseraExampleScreens
import TesseraSnapshotStrategies
import TesseraTestSupport
import Testing

// MARK: - The seed-1 views, headless

/// A coloured square.
final class ColorCell: HeadlessCell, SectionCell {
    struct Data: SectionCellData {
        var swatch: ColorGridScreen.Swatch
        var onSelect: (@MainActor () -> Void)?
    }

    private(set) var swatch: ColorGridScreen.Swatch?

    required init() {}

    @discardableResult
    func setup(with data: Data) -> Self {
        swatch = data.swatch
        return self
    }

    static func groupSize() -> LayoutGroup { ColorGridScreen.gridGroup() }

    override var contentDescription: String { swatch.map { "\($0.name) \($0.hex)" } ?? "" }
}

/// A self-sizing line of text.
final class TextRowCell: HeadlessCell, SectionCell {
    struct Data: SectionCellData {
        var text: String
        var onSelect: (@MainActor () -> Void)?
    }

    private(set) var text = ""

    required init() {}

    @discardableResult
    func setup(with data: Data) -> Self {
        text = data.text
        return self
    }

    static func groupSize() -> LayoutGroup { ColorGridScreen.textGroup() }

    override var contentDescription: String { text }

    /// 20 pt per 40 characters.
    override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
        var preferred = layoutAttributes
        preferred.frame.size.height = CGFloat(max(1, (text.count + 39) / 40) * 20)
        return preferred
    }
}

final class BoldHeader: HeadlessReusableView, SectionHeader {
    private(set) var title = ""
    required init() {}
    @discardableResult func setup(with data: String) -> Self { title = data; return self }
    static func headerItem() -> LayoutBoundarySupplementaryItem? { ColorGridScreen.headerItem() }
    override var contentDescription: String { title.uppercased() }
}

final class LightFooter: HeadlessReusableView, SectionFooter {
    private(set) var note = ""
    required init() {}
    @discardableResult func setup(with data: String) -> Self { note = data; return self }
    static func footerItem() -> LayoutBoundarySupplementaryItem? { ColorGridScreen.footerItem() }
    override var contentDescription: String { note }
}

// MARK: - Tests

@Suite("Seed 1: typed sections on the headless host")
@MainActor
struct ColorGridScreenTests {
    @Test func colorGridAndSelfSizingTextList() throws {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: TestLayouts.rows())
        let controller = SectionController(collectionView: view)
        var picked: [String] = []
        let grid = TypedSection<ColorCell, BoldHeader, LightFooter>(
            items: ColorGridScreen.swatches.map { swatch in
                ColorCell.Data(swatch: swatch) { picked.append(swatch.name) }
            },
            header: "Colors",
            footer: "\(ColorGridScreen.swatches.count) colors"
        )
        let texts = SectionWithoutHeaderFooter<TextRowCell>(
            items: ColorGridScreen.texts.map { TextRowCell.Data(text: $0) })
        controller.set(sections: [grid, texts])

        // Two columns of 187 pt ((390 − 16) / 2) squares 195 pt tall, under a 40 pt header; the text
        // rows below are not on screen yet, so they still count at their 20 pt estimate.
        expectFrames(of: view) {
            """
            HeadlessCollectionView 390×844 offset (0, 0) content 390×928, 2 sections
            cell [0, 0] (0, 40, 187, 195) "Coral #ff804f"
            cell [0, 1] (203, 40, 187, 195) "Teal #008080"
            cell [0, 2] (0, 235, 187, 195) "Gold #ffd600"
            cell [0, 3] (203, 235, 187, 195) "Indigo #4a0082"
            cell [0, 4] (0, 430, 187, 195) "Olive #808000"
            cell [0, 5] (203, 430, 187, 195) "Crimson #db143d"
            cell [0, 6] (0, 625, 187, 195) "Sky #87cfeb"
            cell [0, 7] (203, 625, 187, 195) "Mint #99ff99"
            UICollectionElementKindSectionFooter [0, 0] (0, 820, 390, 28) "8 colors"
            UICollectionElementKindSectionHeader [0, 0] (0, 0, 390, 40) "COLORS"
            """
        }

        // Scrolling to the texts: they measured themselves (20 pt per 40 characters), and the
        // grid's header stays pinned while its section is on screen.
        view.contentOffset = CGPoint(x: 0, y: 400)
        let textFrames = (0..<4).compactMap { view.cellForItem(at: IndexPath(item: $0, section: 1))?.frame }
        #expect(
            textFrames == [
                CGRect(x: 0, y: 848, width: 390, height: 40),
                CGRect(x: 0, y: 888, width: 390, height: 40),
                CGRect(x: 0, y: 928, width: 390, height: 60),
                CGRect(x: 0, y: 988, width: 390, height: 20),
            ])
        #expect(
            view.supplementaryView(forElementKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))?.frame
                .minY == 400)
        #expect(view.contentSize.height == 1008)

        // Selection goes to the section, which calls the item's onSelect.
        view.tapItem(at: IndexPath(item: 5, section: 0))
        #expect(picked == ["Crimson"])

        // Appending a section leaves the others' cells in place.
        let before = view.visibleCells.map(ObjectIdentifier.init)
        let more = SectionWithoutHeaderFooter<TextRowCell>(items: [TextRowCell.Data(text: "Appended")])
        controller.set(sections: [more], append: true)
        #expect(view.numberOfSections == 3)
        #expect(Set(before).isSubset(of: Set(view.visibleCells.map(ObjectIdentifier.init))))
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 2))?.contentDescription == "Appended")
        #expect(view.failures.isEmpty)
    }
}
