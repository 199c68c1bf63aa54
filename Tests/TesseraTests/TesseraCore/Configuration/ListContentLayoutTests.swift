import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// List content laid out with the system font's approximate metrics (`ListContentLayout`), and
/// headless cells that size themselves with it through the real data source path.
@Suite("List content self-sizing")
@MainActor
struct ListContentLayoutTests {
    private static let longTitle =
        "A very long product name that cannot possibly fit on a single line of an iPhone list row"

    // MARK: ListContentLayout

    @Test func aOneLineRowIsUIKitsMinimumRowHeight() {
        let layout = ListContentLayout(configuration: ListContentConfiguration(text: "Espresso"), width: 390)
        #expect(layout.size == CGSize(width: 390, height: 44))
        let text = layout.text
        #expect(text?.frame.minX == 16)
        #expect(abs((text?.frame.midY ?? 0) - 22) < 0.001)
        #expect(text?.color == .label)
    }

    @Test func aSubtitleRowStacksItsTwoTexts() {
        let layout = ListContentLayout(
            configuration: ListContentConfiguration(
                style: .subtitleCell, text: "Napoli Express", secondaryText: "Pizza · 25 min"),
            width: 342)
        // 11 + 20.29 (17 pt body) + 2 + 17.9 (15 pt subheadline) + 11 = 62.19, rounded up to 62.33.
        #expect(abs(layout.size.height - 62.333) < 0.001)
        let text = layout.text?.frame ?? .zero
        let secondary = layout.secondaryText?.frame ?? .zero
        #expect(abs(secondary.minY - (text.maxY + 2)) < 0.001)
        #expect(layout.secondaryText?.color == .secondaryLabel)
    }

    @Test func aLongTitleWrapsAndMakesTheRowTaller() {
        let layout = ListContentLayout(configuration: ListContentConfiguration(text: Self.longTitle), width: 390)
        let lines = layout.text?.layout.lines.count ?? 0
        #expect(lines == 2)
        #expect(abs(layout.size.height - (22 + 2 * SystemFont(.body).lineHeight)).rounded(.up) <= 1)
        #expect(layout.text.map { $0.frame.maxX <= 390 - 16 } == true)
    }

    @Test func accessoriesTakeTheTrailingEdgeAndNarrowTheText() {
        let content = ListContentConfiguration(text: Self.longTitle)
        let plain = ListContentLayout(configuration: content, width: 300)
        let withAccessories = ListContentLayout(
            configuration: content, accessories: [.label("12"), .disclosureIndicator], width: 300)
        let chevron = withAccessories.accessories.first { $0.accessory == .disclosureIndicator }?.frame ?? .zero
        #expect(abs(chevron.maxX - (300 - 16)) < 0.001)
        let label = withAccessories.accessories.first { $0.accessory == .label("12") }?.frame ?? .zero
        #expect(abs(label.maxX - (chevron.minX - 12)) < 0.001)
        #expect((withAccessories.text?.frame.maxX ?? .infinity) <= label.minX)
        #expect((withAccessories.text?.layout.lines.count ?? 0) >= (plain.text?.layout.lines.count ?? 0))
        let delete = ListContentLayout(configuration: content, accessories: [.delete], width: 300)
        #expect(delete.accessories.first?.frame.minX == 16)
        #expect(abs((delete.text?.frame.minX ?? 0) - (16 + 22 + 12)) < 0.001)
    }

    @Test func anImageComesBeforeTheText() {
        let layout = ListContentLayout(
            configuration: ListContentConfiguration(text: "Espresso", image: "cup.and.saucer"), width: 390)
        let image = layout.imageFrame ?? .zero
        #expect(image == CGRect(x: 16, y: 11, width: 22, height: 22))
        #expect(layout.text?.frame.minX == image.maxX + 16)
    }

    @Test func aValueRowPutsItsValueBesideTheTextWhenBothFit() {
        let short = ListContentLayout(
            configuration: ListContentConfiguration(style: .valueCell, text: "Latte", secondaryText: "$4.50"),
            width: 390)
        #expect(short.size.height == 44)
        #expect(short.secondaryText.map { abs($0.frame.maxX - (390 - 16)) < 0.001 } == true)
        #expect(short.secondaryText?.frame.minY == short.text?.frame.minY)
        let long = ListContentLayout(
            configuration: ListContentConfiguration(style: .valueCell, text: Self.longTitle, secondaryText: "$4.50"),
            width: 390)
        #expect((long.secondaryText?.frame.minY ?? 0) > (long.text?.frame.maxY ?? .infinity))
    }

    @Test func aFixedCellHeightCentresTheContentAndKeepsTheNeededSize() {
        let content = ListContentConfiguration(text: "Free delivery all week")
        let layout = ListContentLayout(configuration: content, width: 261, cellHeight: 225)
        #expect(layout.size.height == 44)
        #expect(abs((layout.text?.frame.midY ?? 0) - 112.5) < 0.001)
        let ignored = ListContentLayout(configuration: content, width: 261, cellHeight: .nan)
        #expect(abs((ignored.text?.frame.midY ?? 0) - 22) < 0.001)
    }

    @Test func largerTextMakesTallerRows() {
        let content = ListContentConfiguration(style: .subtitleCell, text: "Sakura", secondaryText: "Sushi · 35 min")
        let heights = [ContentSizeCategory.large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge].map {
            ListContentLayout(configuration: content, width: 390, contentSizeCategory: $0).size.height
        }
        #expect(heights == heights.sorted() && Set(heights).count == 3)
    }

    @Test func emptyContentAndInvalidWidthsGiveTheMinimumHeight() {
        #expect(ListContentLayout(configuration: .cell(), width: 390).size.height == 44)
        let nan = ListContentLayout(configuration: ListContentConfiguration(text: "Mocha"), width: .nan)
        #expect(nan.size.width == 0)
        #expect(nan.size.height > 44)  // a character per line
        #expect(ListContentLayout(configuration: .plainHeader(), width: 390).size.height == 12)
    }

    // MARK: On the headless host

    @Test func estimatedRowsTakeTheHeightsOfTheirContent() throws {
        let view = TestViews.headless(height: 844, layout: TestLayouts.selfSizingRows(estimate: 80))
        let registration = CellRegistration<HeadlessCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator]
        }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: view) {
            collectionView, indexPath, title in
            try collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        var snapshot = Snapshot<Int, String>()
        try snapshot.appendSections([0])
        try snapshot.appendItems(["Espresso", Self.longTitle, "Latte"], toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()

        let frames = (0..<3).compactMap {
            view.layoutSolution?.attributesForItem(at: IndexPath(item: $0, section: 0))?.frame
        }
        #expect(frames.map(\.height).first == 44)
        #expect(frames.map(\.height).last == 44)
        let wrapped = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0))?.contentLayout(width: 390))
        #expect((wrapped.text?.layout.lines.count ?? 0) >= 2)
        #expect(frames[1].height == wrapped.size.height)
        #expect(frames[1].height > 44)
        #expect(abs(frames[2].minY - frames[1].maxY) < 0.001)
        #expect(view.failures.isEmpty)

        // A larger text size measures the rows again.
        view.preferredContentSizeCategory = .accessibilityLarge
        view.layoutIfNeeded()
        let larger = view.layoutSolution?.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height ?? 0
        #expect(larger > 44)
    }

    @Test func aPreferredSizeStillWinsAndCellsWithoutContentKeepTheirEstimate() {
        let cell = HeadlessCell()
        var attributes = LayoutAttributes(
            category: .cell, indexPath: IndexPath(item: 0, section: 0),
            frame: CGRect(x: 0, y: 0, width: 390, height: 80))
        attributes.selfSizingAxes = .vertical
        #expect(cell.preferredLayoutAttributesFitting(attributes).frame.height == 80)
        cell.contentConfiguration = ListContentConfiguration(text: "Espresso")
        attributes.selfSizingAxes = []
        #expect(cell.preferredLayoutAttributesFitting(attributes).frame.height == 80)  // a fixed height
        attributes.selfSizingAxes = .vertical
        #expect(cell.preferredLayoutAttributesFitting(attributes).frame.height == 44)
        cell.preferredSize = CGSize(width: 390, height: 99)
        #expect(cell.preferredLayoutAttributesFitting(attributes).frame.height == 99)
    }
}
