import Foundation
import Tessera
import TesseraTestSupport
import TesseraTesting
import Testing

/// Section headers of a SwiftUI list view, given each section's identifier, decided headless.
@Suite("Identified sections supplementaries")
@MainActor
struct IdentifiedSectionsSupplementaryTests {
    @Test func eachHeaderIsMadeForTheSectionShownAtItsIndexPath() throws {
        let header = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: ElementKind.sectionHeader, alignment: .top)
        var section = LayoutSection(
            group: .vertical(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                subitems: [
                    LayoutItem(
                        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
                ]))
        section.boundarySupplementaryItems = [header]
        let layout = CompositionalLayout(section: section)
        let view = TestViews.headless(height: 600, layout: layout)
        let cells = CellRegistration<TextCell, Message> { cell, _, message in cell.text = message.text }
        let titles = SupplementaryRegistration<TitleView>(elementKind: ElementKind.sectionHeader) { _, _, _ in }
        let controller = IdentifiedSectionsController<String, Message>(collectionView: view) {
            collectionView, indexPath, message in
            try collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: message)
        }
        var asked: [String] = []
        controller.setSupplementaryViewProvider { collectionView, elementKind, indexPath, section in
            asked.append("\(elementKind) \(section)")
            let title = try collectionView.dequeueConfiguredReusableSupplementary(using: titles, for: indexPath)
            title.title = section.uppercased()
            return title
        }
        try controller.update(
            IdentifiedSections([("inbox", [Message(id: 1, text: "a")]), ("archive", [Message(id: 2, text: "b")])]),
            layout: layout, selection: nil, animated: false)
        view.layoutIfNeeded()
        #expect(
            view.supplementaryView(forElementKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 1))?
                .contentDescription == "ARCHIVE")
        // The sections swap: each header follows its section.
        try controller.update(
            IdentifiedSections([("archive", [Message(id: 2, text: "b")]), ("inbox", [Message(id: 1, text: "a")])]),
            layout: layout, selection: nil, animated: false)
        view.layoutIfNeeded()
        #expect(
            view.supplementaryView(forElementKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))?
                .contentDescription == "ARCHIVE")
        #expect(asked.contains("\(ElementKind.sectionHeader) inbox"))
        controller.setSupplementaryViewProvider(nil)
        #expect(controller.dataSource.supplementaryViewProvider == nil)
    }
}
