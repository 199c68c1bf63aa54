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
    override var contentDescription: String { title }
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

        // Two columns of tiles 12 pt apart across and down and 16 pt from the edges (173 pt wide,
        // 171 pt tall: 47% of the width less the insets), under a 40 pt header; the first text
        // rows below measured themselves as they came on screen (20 pt per 40 characters).
        expectFrames(of: view) {
            """
            HeadlessCollectionView 390×844 offset (0, 0) content 390×960, 2 sections
            cell [0, 0] (16, 46, 173, 171) "Coral #ff804f"
            cell [0, 1] (201, 46, 173, 171) "Teal #008080"
            cell [0, 2] (16, 229, 173, 171) "Gold #ffd600"
            cell [0, 3] (201, 229, 173, 171) "Indigo #4a0082"
            cell [0, 4] (16, 412, 173, 171) "Olive #808000"
            cell [0, 5] (201, 412, 173, 171) "Crimson #db143d"
            cell [0, 6] (16, 595, 173, 171) "Sky #87cfeb"
            cell [0, 7] (201, 595, 173, 171) "Mint #99ff99"
            UICollectionElementKindSectionFooter [0, 0] (0, 772, 390, 28) "8 colors"
            UICollectionElementKindSectionHeader [0, 0] (0, 0, 390, 40) "Colors"
            cell [1, 0] (0, 800, 390, 40) "Sections own their registration, layout and selection."
            cell [1, 1] (0, 840, 390, 40) "Adding a section never touches the others."
            """
        }

        // Scrolling to the texts: they measured themselves (20 pt per 40 characters), and the
        // grid's header stays pinned while its section is on screen.
        view.contentOffset = CGPoint(x: 0, y: 400)
        let textFrames = (0..<4).compactMap { view.cellForItem(at: IndexPath(item: $0, section: 1))?.frame }
        #expect(
            textFrames == [
                CGRect(x: 0, y: 800, width: 390, height: 40),
                CGRect(x: 0, y: 840, width: 390, height: 40),
                CGRect(x: 0, y: 880, width: 390, height: 60),
                CGRect(x: 0, y: 940, width: 390, height: 20),
            ])
        #expect(
            view.supplementaryView(forElementKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))?.frame
                .minY == 400)
        #expect(view.contentSize.height == 960)

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
