import Foundation
import Tessera
import TesseraExampleScreens
import TesseraPreview
import TesseraTestSupport
import TesseraTesting
import Testing

// MARK: - The color grid screen's views, headless

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

@Suite("Color grid screen: typed sections on the headless host")
@MainActor
struct ColorGridScreenTests {
    /// The grid and the texts in a section controller on `view`; selecting a swatch adds its name
    /// to `picked`.
    private static func show(
        on view: HeadlessCollectionView, picked: @escaping @MainActor (String) -> Void = { _ in }
    ) -> SectionController {
        let controller = SectionController(collectionView: view)
        let grid = TypedSection<ColorCell, BoldHeader, LightFooter>(
            items: ColorGridScreen.swatches.map { swatch in
                ColorCell.Data(swatch: swatch) { picked(swatch.name) }
            },
            header: "Colors",
            footer: "\(ColorGridScreen.swatches.count) colors"
        )
        let texts = SectionWithoutHeaderFooter<TextRowCell>(
            items: ColorGridScreen.texts.map { TextRowCell.Data(text: $0) })
        controller.set(sections: [grid, texts])
        return controller
    }

    /// The frames at one width, pixel for pixel: a golden dump holds for one screen (390 × 844 at
    /// 3×, no safe area); ``theGridAndTextsFitEveryDevice(_:)`` checks the same geometry on every
    /// device through the layout's rules.
    @Test func colorGridAndSelfSizingTextList() throws {
        let view = TestViews.headless(height: 844)
        let controller = Self.show(on: view)
        defer { withExtendedLifetime(controller) {} }

        // Two columns of tiles 12 pt apart across and down and 16 pt from the edges (173 pt wide,
        // 171 pt tall: 47% of the width less the insets), under a 40 pt header; the first text
        // rows below measured themselves as they came on screen (20 pt per 40 characters).
        expectFrames(of: view) {
            """
            HeadlessCollectionView 390×844 offset (0, 0) content 390×960, 2 sections, Apple's engine on iOS
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
        #expect(view.failures.isEmpty)
    }

    /// On every device: two columns of tiles across the safe width (each half of it less the
    /// row's 10-pt and the tile's 6-pt insets, 47% of it tall), mirrored in right to left; the
    /// text rows measure themselves as they come on screen; the header pins below the safe area;
    /// selection and an appended section leave the cells in place.
    @Test(arguments: TestDevice.all)
    func theGridAndTextsFitEveryDevice(_ device: TestDevice) throws {
        let view = device.makeCollectionView(layout: TestLayouts.rows())
        var picked: [String] = []
        let controller = Self.show(on: view) { picked.append($0) }
        defer { withExtendedLifetime(controller) {} }
        view.layoutIfNeeded()

        // A row is 47% of the width, floored to the pixel grid as fractional dimensions are.
        let width = device.safeWidth, half = (device.safeWidth - 20) / 2
        let pitch = (0.47 * device.safeWidth * device.displayScale).rounded(.down) / device.displayScale
        for item in ColorGridScreen.swatches.indices {
            let frame = try #require(view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame)
            let column = CGFloat(item % 2), row = CGFloat(item / 2)
            #expect(device.agrees(frame.width, half - 12), "\(item): \(frame)")
            #expect(device.agrees(frame.height, pitch - 12), "\(item): \(frame)")
            #expect(device.agrees(device.safeLeadingOffset(of: frame), 16 + column * half), "\(item): \(frame)")
            #expect(device.agrees(frame.minY, 40 + 6 + row * pitch), "\(item): \(frame)")
        }
        // Header 40, four rows, footer 28, then the texts: 20 pt per 40 characters.
        let textsTop = 40 + 4 * pitch + 28

        // The texts measure themselves once on screen.
        view.contentOffset.y = textsTop - view.adjustedContentInset.top
        view.layoutIfNeeded()
        let texts = (0..<4).compactMap { view.cellForItem(at: IndexPath(item: $0, section: 1))?.frame }
        #expect(texts.map(\.height) == [40, 40, 60, 20])
        #expect(
            texts.allSatisfy { device.agrees($0.width, width) && device.agrees(device.safeLeadingOffset(of: $0), 0) })
        #expect(device.agrees(view.contentSize.height, textsTop + 160))

        // Scrolled into the grid, its header stays just below the safe area.
        view.contentOffset.y = 100 - view.adjustedContentInset.top
        view.layoutIfNeeded()
        let header = view.supplementaryView(
            forElementKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame.minY == 100)

        // Selection goes to the section, which calls the item's onSelect.
        view.tapItem(at: IndexPath(item: 5, section: 0))
        #expect(picked == ["Crimson"])

        // Appending a section leaves the others' cells in place.
        view.contentOffset.y = textsTop - view.adjustedContentInset.top
        view.layoutIfNeeded()
        let before = view.visibleCells.map(ObjectIdentifier.init)
        let more = SectionWithoutHeaderFooter<TextRowCell>(items: [TextRowCell.Data(text: "Appended")])
        controller.set(sections: [more], append: true)
        #expect(view.numberOfSections == 3)
        #expect(Set(before).isSubset(of: Set(view.visibleCells.map(ObjectIdentifier.init))))
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 2))?.contentDescription == "Appended")
        #expect(view.failures.isEmpty, "\(view.failures)")
    }
}
