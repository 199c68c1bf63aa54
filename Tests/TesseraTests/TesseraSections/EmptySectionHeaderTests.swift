import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// A row of a typed section: its text, and what selecting it does.
private struct Row: SectionCellData {
    var text: String
    var onSelect: (@MainActor () -> Void)?
}

/// A 44-pt row showing its text.
private final class RowCell: HeadlessCell, SectionCell {
    private var text = ""
    required init() {}
    func setup(with data: Row) -> Self {
        text = data.text
        return self
    }
    static func groupSize() -> LayoutGroup {
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        return .vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)])
    }
    override var contentDescription: String { text }
}

/// A 30-pt header showing its title, to compare with the empty one.
private final class TitleHeader: HeadlessReusableView, SectionHeader {
    private var title = ""
    required init() {}
    func setup(with data: String) -> Self {
        title = data
        return self
    }
    static func headerItem() -> LayoutBoundarySupplementaryItem? {
        LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: "title-header", alignment: .top)
    }
    override var contentDescription: String { title }
}

/// `EmptySectionHeader` and `EmptySectionFooter`: a typed section without header or footer gets no
/// boundary item in its layout, no supplementary view on screen, and rows from the section's top.
@Suite("EmptySectionHeader")
@MainActor
struct EmptySectionHeaderTests {
    private func show(_ section: any BaseSection) -> (HeadlessCollectionView, SectionController) {
        let view = TestViews.headless(height: 800)
        let controller = SectionController(collectionView: view)
        controller.set(sections: [section])
        view.layoutIfNeeded()
        return (view, controller)
    }

    private let rows = [Row(text: "Cumin"), Row(text: "Saffron")]

    @Test func aSectionWithoutHeaderOrFooterHasNoSupplementaryView() throws {
        let section = SectionWithoutHeaderFooter<RowCell>(items: rows)
        #expect(EmptySectionHeader.headerItem() == nil)
        #expect(EmptySectionFooter.footerItem() == nil)
        #expect(section.section().boundarySupplementaryItems.isEmpty)
        let (view, controller) = show(section)
        defer { withExtendedLifetime(controller) {} }
        #expect(
            view.dump() == """
                HeadlessCollectionView 390×800 offset (0, 0) content 390×88, 1 sections, Apple's engine on iOS
                cell [0, 0] (0, 0, 390, 44) "Cumin"
                cell [0, 1] (0, 44, 390, 44) "Saffron"
                """)
        #expect(try section.header(for: view, indexPath: IndexPath(item: 0, section: 0)) == nil)
        #expect(try section.footer(for: view, indexPath: IndexPath(item: 0, section: 0)) == nil)
        #expect(view.failures.isEmpty)
    }

    @Test func aRealHeaderInTheSamePlaceIsShownAboveTheRows() throws {
        let section = TypedSection<RowCell, TitleHeader, EmptySectionFooter>(items: rows, header: "Spices")
        #expect(section.section().boundarySupplementaryItems.map(\.elementKind) == ["title-header"])
        let (view, controller) = show(section)
        defer { withExtendedLifetime(controller) {} }
        #expect(
            view.dump() == """
                HeadlessCollectionView 390×800 offset (0, 0) content 390×118, 1 sections, Apple's engine on iOS
                cell [0, 0] (0, 30, 390, 44) "Cumin"
                cell [0, 1] (0, 74, 390, 44) "Saffron"
                title-header [0, 0] (0, 0, 390, 30) "Spices"
                """)
    }
}
