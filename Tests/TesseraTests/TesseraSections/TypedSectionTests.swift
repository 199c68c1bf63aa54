import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// A section written as a user writes one: typed dequeue, no `AnyObject` cast.
@MainActor
private final class NamesSection: BaseSection {
    let names: [String]
    private(set) var selected: [String] = []

    init(names: [String]) {
        self.names = names
    }

    var numberOfElements: Int { names.count }

    func registrate(collectionView: any CollectionViewHost) {
        collectionView.register(TextCell.self)
        collectionView.register(TextCell.self, forSupplementaryViewOfKind: "header")
    }

    func cell(for collectionView: any CollectionViewHost, indexPath: IndexPath) throws -> AnyObject {
        let cell = try collectionView.dequeueReusableCell(TextCell.self, for: indexPath)
        cell.text = names[indexPath.item]
        return cell
    }

    func header(for collectionView: any CollectionViewHost, indexPath: IndexPath) throws -> AnyObject? {
        let header = try collectionView.dequeueReusableSupplementaryView(
            TextCell.self, ofKind: "header", for: indexPath)
        header.text = "Names"
        return header
    }

    func footer(for collectionView: any CollectionViewHost, indexPath: IndexPath) throws -> AnyObject? { nil }

    func section() -> LayoutSection {
        var section = LayoutSection(
            group: .vertical(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                subitems: [
                    LayoutItem(
                        layoutSize: LayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                ]))
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: "header", alignment: .top)
        ]
        return section
    }

    func select(row: Int) {
        selected.append(names[row])
    }
}

/// A screen whose layout asks it for each section, through `[weak self]`.
@MainActor
private final class ProductScreen {
    var gridSections: Set<Int> = [0]
    private(set) var asked = 0

    lazy var layout = CompositionalLayout(mainActorSectionProvider: { [weak self] index, _ in
        self?.section(at: index)
    })

    private func section(at index: Int) -> LayoutSection {
        asked += 1
        let columns = gridSections.contains(index) ? 2 : 1
        let item = LayoutItem(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
        return LayoutSection(
            group: .horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                subitems: Array(repeating: item, count: columns)))
    }
}

@Suite("Typed sections as the article writes them")
@MainActor
struct TypedSectionTests {
    @Test func aSectionDequeuesTypedCellsWithoutACast() throws {
        let view = TestViews.headless(height: 844)
        let controller = SectionController(collectionView: view)
        let section = NamesSection(names: ["Ada", "Grace"])
        controller.set(sections: [section])
        view.layoutIfNeeded()
        #expect((view.cellForItem(at: IndexPath(item: 1, section: 0)) as? TextCell)?.text == "Grace")
        #expect(
            (view.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 0)) as? TextCell)?.text
                == "Names")
        view.tapItem(at: IndexPath(item: 0, section: 0))
        #expect(section.selected == ["Ada"])
        #expect(view.failures.isEmpty, "\(view.failures)")
    }

    @Test func aTypedDequeueOfAnUnregisteredTypeIsAnError() throws {
        let view = TestViews.headless(height: 844)
        #expect(throws: CollectionViewError.self) {
            try view.dequeueReusableCell(TextCell.self, for: IndexPath(item: 0, section: 0))
        }
    }

    @Test func aMainActorSectionProviderReadsTheScreenThroughWeakSelf() async throws {
        let screen = ProductScreen()
        let layout = screen.layout
        let solution = try layout.solve(
            in: LayoutEnvironment(width: 390, height: 844), content: LayoutContent(itemCounts: [4, 2]))
        #expect(solution.attributesForItem(at: IndexPath(item: 1, section: 0))?.frame.width == 195)
        #expect(solution.attributesForItem(at: IndexPath(item: 1, section: 1))?.frame.width == 390)
        #expect(screen.asked == 2)
        // Off the main actor, the layout refuses instead of calling the provider.
        let outcome = await Task.detached {
            Result { () throws(LayoutError) in
                try layout.solve(
                    in: LayoutEnvironment(width: 390, height: 844), content: LayoutContent(itemCounts: [4]))
            }
        }.value
        guard case .failure(let error) = outcome else {
            Issue.record("a main-actor provider was called off the main actor")
            return
        }
        #expect(error.description.contains("main actor"), "\(error)")
        #expect(screen.asked == 2)
    }
}
