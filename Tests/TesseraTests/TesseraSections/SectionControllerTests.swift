import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// What a ``SectionController`` is asked builds on the latest state asked for, not on the one
/// shown: an append or a new configuration made while an update is in flight keeps what the
/// applies queued before it added.
@Suite("SectionController")
@MainActor
struct SectionControllerTests {
    /// A section of fixed rows whose cells show its name and row.
    private final class NamedSection: BaseSection {
        let name: String
        let count: Int
        init(_ name: String, count: Int) {
            self.name = name
            self.count = count
        }
        var numberOfElements: Int { count }
        func registrate(collectionView: any CollectionViewHost) {
            collectionView.registerCell(TextCell.self, reuseIdentifier: "named")
        }
        func cell(for collectionView: any CollectionViewHost, indexPath: IndexPath) throws -> AnyObject {
            let cell = try collectionView.dequeueReusableCell(
                TextCell.self, withReuseIdentifier: "named", for: indexPath)
            cell.text = "\(name).\(indexPath.itemIndex)"
            return cell
        }
        func header(for collectionView: any CollectionViewHost, indexPath: IndexPath) throws -> AnyObject? { nil }
        func footer(for collectionView: any CollectionViewHost, indexPath: IndexPath) throws -> AnyObject? { nil }
        func section() -> LayoutSection {
            let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20))
            return LayoutSection(group: .vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
        }
        func select(row: Int) {}
    }

    private func makeView() -> HeadlessCollectionView {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 800), collectionViewLayout: TestLayouts.rows())
        view.completesAnimationsImmediately = false
        return view
    }

    /// Found by the fuzzer: typed sections appended twenty times while the first append animated
    /// showed three sections, not twenty-one: each queued append was made from the sections
    /// shown, so the last one left out every one queued before it.
    @Test func appendsMadeWhileAnUpdateIsInFlightAllShow() {
        let view = makeView()
        let controller = SectionController(collectionView: view)
        controller.set(sections: [NamedSection("a", count: 1)])
        view.layoutIfNeeded()
        for index in 1...5 { controller.set(sections: [NamedSection("s\(index)", count: index)], append: true) }
        #expect(controller.sections.count == 6)
        while view.hasAnimationsInFlight { view.finishAnimations() }
        view.layoutIfNeeded()
        #expect(view.itemCounts == [1, 1, 2, 3, 4, 5])
        #expect(view.failures.isEmpty, "\(view.failures)")
        let texts = view.visibleCells.compactMap { ($0 as? TextCell)?.text }
        #expect(texts.contains("s5.4"), "\(texts)")
    }

    /// A new configuration made while an append waits installs the layout of the sections asked
    /// for, not of the ones shown: every section keeps its description.
    @Test func aConfigurationMadeWhileAnAppendWaitsKeepsEverySectionsLayout() {
        let view = makeView()
        let controller = SectionController(collectionView: view)
        controller.set(sections: [NamedSection("a", count: 1)])
        view.layoutIfNeeded()
        controller.set(sections: [NamedSection("b", count: 2)], append: true)
        controller.set(sections: [NamedSection("c", count: 3)], append: true)
        var configuration = LayoutConfiguration()
        configuration.interSectionSpacing = 10
        controller.configuration = configuration
        while view.hasAnimationsInFlight { view.finishAnimations() }
        view.layoutIfNeeded()
        #expect(view.itemCounts == [1, 2, 3])
        #expect(view.failures.isEmpty, "\(view.failures)")
        let last = view.layoutAttributesForItem(at: IndexPath(item: 2, section: 2))
        #expect(last?.frame.height == 20, "\(String(describing: last))")
    }
}

// MARK: - Fewer sections

extension SectionControllerTests {
    /// Shrinking the sections reports no layout failure.
    @Test func shrinkingSectionsReportsNoLayoutFailure() {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: TestLayouts.rows())
        let controller = SectionController(collectionView: view)
        controller.set(sections: [RowsSection(rows: 3), RowsSection(rows: 2), RowsSection(rows: 4)])
        view.layoutIfNeeded()
        controller.set(sections: [RowsSection(rows: 1)])
        view.layoutIfNeeded()
        #expect(view.failures.isEmpty, "\(view.failures.map(\.message))")
        #expect(view.itemCounts == [1])
    }
}

/// A section of `rows` text cells.
@MainActor
final class RowsSection: BaseSection {
    let rows: Int

    init(rows: Int) {
        self.rows = rows
    }

    var numberOfElements: Int { rows }

    func registrate(collectionView: any CollectionViewHost) {
        collectionView.register(TextCell.self, forCellWithReuseIdentifier: "RowsSection")
    }

    func cell(for collectionView: any CollectionViewHost, indexPath: IndexPath) throws -> AnyObject {
        try collectionView.dequeueReusableCell(withReuseIdentifier: "RowsSection", for: indexPath)
    }

    func header(for collectionView: any CollectionViewHost, indexPath: IndexPath) throws -> AnyObject? { nil }

    func footer(for collectionView: any CollectionViewHost, indexPath: IndexPath) throws -> AnyObject? { nil }

    func section() -> LayoutSection {
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        return LayoutSection(group: .vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
    }

    func select(row: Int) {}
}
