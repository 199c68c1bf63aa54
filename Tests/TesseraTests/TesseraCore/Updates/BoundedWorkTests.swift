import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// Work bounded by an app's input holds its documented bound: a section's count past the item
/// limit is refused before any work on it.
@Suite("Bounded work")
@MainActor
struct BoundedWorkTests {
    /// A section whose count is past the item limit, with the count read once.
    private final class CountedSection: BaseSection {
        let count: Int
        private(set) var reads = 0
        init(count: Int) { self.count = count }
        var numberOfElements: Int {
            reads += 1
            return count
        }
        func registrate(collectionView: any CollectionViewHost) {
            collectionView.registerCell(TextCell.self, reuseIdentifier: "counted")
        }
        func cell(for collectionView: any CollectionViewHost, indexPath: IndexPath) throws -> AnyObject {
            let cell = try collectionView.dequeueReusableCell(
                TextCell.self, withReuseIdentifier: "counted", for: indexPath)
            cell.text = "\(indexPath.itemIndex)"
            return cell
        }
        func header(for collectionView: any CollectionViewHost, indexPath: IndexPath) throws -> AnyObject? { nil }
        func footer(for collectionView: any CollectionViewHost, indexPath: IndexPath) throws -> AnyObject? { nil }
        func section() -> LayoutSection {
            let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
            return LayoutSection(group: .vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
        }
        func select(row: Int) {}
    }

    /// A typed section with `Int.max` elements made a row for each of them: it ran for minutes.
    /// Now a count below 0 or past the item limit is reported with its section, that section shows
    /// no items, and the others show.
    @Test(arguments: [Int.max, LayoutLimits.maximumItemCount, SectionController.maximumElementCount + 1, -1, Int.min])
    func aSectionCountPastTheLimitIsReportedAndTheOthersShow(_ count: Int) {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: TestLayouts.rows())
        let controller = SectionController(collectionView: view)
        let bad = CountedSection(count: count)
        withKnownIssue {
            controller.set(sections: [CountedSection(count: 3), bad, CountedSection(count: 2)])
            view.layoutIfNeeded()
        }
        #expect(view.itemCounts == [3, 0, 2])
        #expect(bad.reads == 1)
        let failure = view.failures.first { $0.message.contains("\(count) elements") }
        #expect(failure?.message.contains("section 1") == true, "\(view.failures)")
    }

    /// Two sections each within the limit, together past it: the second is the one left empty.
    @Test func sectionsTogetherPastTheLimitLeaveOutTheOneThatPassesIt() {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: TestLayouts.rows())
        let controller = SectionController(collectionView: view)
        withKnownIssue {
            controller.set(
                sections: [CountedSection(count: 2), CountedSection(count: SectionController.maximumElementCount - 1)])
            view.layoutIfNeeded()
        }
        #expect(view.itemCounts == [2, 0])
        #expect(view.failures.contains { $0.message.contains("section 1") })
    }
}
