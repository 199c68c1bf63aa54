import Foundation
import PropertyBased
import TesseraTestSupport
import Testing

@testable import TesseraCore
@testable import TesseraLayout

/// The visible-element pass's shortcuts leave the host where the full path leaves it: two hosts
/// driven by the same random script — one taking the shortcuts, one not — show the same cells at
/// the same frames, keep the same measured sizes and report the same failures after every step.
@MainActor
@Suite("Visible pass fast paths")
struct VisiblePassFastPathTests {
    /// A row that prefers the height its item asks for (`nil`: the layout's).
    final class SizedCell: HeadlessCell {
        required init() {}
    }

    /// What the cells' registration saw: each cell's attributes when it was configured.
    final class Configurations {
        var lines: [String] = []
    }

    /// One host and what it shows.
    struct Host {
        let view: HeadlessCollectionView
        let dataSource: CollectionViewDiffableDataSource<Int, Int>
        let configurations: Configurations
    }

    /// What a script step does.
    enum Step: Sendable {
        case delete(Int)
        case insert(Int)
        case scroll(Int)
        case reconfigure(Int)
        /// A new text size: the measured sizes are forgotten, every cell on screen is applied its
        /// estimated attributes outside the pass and measures itself again.
        case textSize(Int)
    }

    /// Rows estimated or fixed at 44 points.
    static func layout(estimated: Bool) -> CompositionalLayout {
        let size = LayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: estimated ? .estimated(44) : .absolute(44))
        return CompositionalLayout(
            section: LayoutSection(group: .vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)])))
    }

    /// The height item `item` prefers: the layout's for some, 44 (the estimate) for others, taller
    /// or shorter for the rest.
    static func preferredHeight(of item: Int, seed: Int) -> CGFloat? {
        switch (item &* 7 &+ seed) % 4 {
        case 0: nil
        case 1: 44
        case 2: 80
        default: 30
        }
    }

    static func makeHost(estimated: Bool, seed: Int, count: Int, fastPaths: Bool) throws -> Host {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout(estimated: estimated))
        view.skipsMeasurementsOfTheLaidOutSize = fastPaths
        view.skipsApplyingUnchangedAttributes = fastPaths
        view.usesThePassAttributes = fastPaths
        let configurations = Configurations()
        let registration = CellRegistration<SizedCell, Int> { cell, indexPath, item in
            configurations.lines.append("\(indexPath): \(cell.layoutAttributes.map { "\($0)" } ?? "none")")
            cell.preferredSize = preferredHeight(of: item, seed: seed).map { CGSize(width: 390, height: $0) }
        }
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(
            collectionView: view, cellRegistration: registration)
        dataSource.apply(try Snapshot([(0, Array(0..<count))]), animatingDifferences: false)
        view.layoutIfNeeded()
        return Host(view: view, dataSource: dataSource, configurations: configurations)
    }

    static func run(_ step: Step, on host: Host) throws {
        var snapshot = host.dataSource.snapshot()
        let items = snapshot.itemIdentifiers
        switch step {
        case .delete(let code):
            guard !items.isEmpty else { return }
            snapshot.deleteItems([items[code % items.count]])
            host.dataSource.apply(snapshot, animatingDifferences: code % 2 == 0)
        case .insert(let code):
            let new = (items.max() ?? 0) + 1 + code % 3
            if items.isEmpty {
                try snapshot.appendItems([new], toSection: 0)
            } else {
                try snapshot.insertItems([new], beforeItem: items[code % items.count])
            }
            host.dataSource.apply(snapshot, animatingDifferences: code % 2 == 0)
        case .scroll(let code):
            let height = host.view.contentSize.height
            host.view.contentOffset = CGPoint(x: 0, y: max(0, height * CGFloat(code % 100) / 100 - 200))
            host.view.layoutIfNeeded()
        case .reconfigure(let code):
            guard !items.isEmpty else { return }
            try snapshot.reconfigureItems([items[code % items.count]])
            host.dataSource.apply(snapshot, animatingDifferences: false)
        case .textSize(let code):
            host.view.preferredContentSizeCategory = [.large, .extraLarge, .small][code % 3]
            host.view.layoutIfNeeded()
        }
    }

    /// What a host shows, for comparison.
    static func shown(_ host: Host) -> [String] {
        let view = host.view
        var lines = view.indexPathsForVisibleItems.map { indexPath in
            "\(indexPath) \(view.cellForItem(at: indexPath)?.layoutAttributes.map { "\($0)" } ?? "none")"
        }
        lines.append("content \(view.contentSize) at \(view.contentOffset)")
        lines.append(
            "measured \(view.layoutState.measuredItemSizes.sorted { $0.key.precedes($1.key) }.map { "\($0.key) \($0.value)" })"
        )
        lines.append("failures \(view.failures.map(\.message))")
        lines.append("configured \(host.configurations.lines)")
        return lines
    }

    /// Cells measured at the size the layout gives them skip the layout state's change
    /// (`skipsMeasurementsOfTheLaidOutSize`), cells whose attributes equal the ones last applied
    /// to them are not applied them again (`skipsApplyingUnchangedAttributes`), and a cell the
    /// pass asks for is dequeued and measured with the pass's attributes while the layout state is
    /// the one it queried (`usesThePassAttributes`; the registration logs what it saw): random
    /// scripts of deletions, insertions, scrolls, reconfigurations and text size changes over fixed
    /// and estimated rows that prefer their laid-out size, the estimate, or another height.
    @Test func theFastPathsLeaveTheHostAsTheFullPath() async {
        let steps = Gen.int(in: 0...399).array(of: 1...24)
        await propertyCheck(count: PropertyRuns.count(120), input: Gen.int(in: 0...63), steps) { setup, codes in
            let script: [Step] = codes.map { code in
                switch code % 5 {
                case 0: .delete(code / 5)
                case 1: .insert(code / 5)
                case 2: .scroll(code / 5)
                case 3: .reconfigure(code / 5)
                default: .textSize(code / 5)
                }
            }
            do {
                let estimated = setup % 2 == 0, seed = (setup / 2) % 4, count = 3 + setup / 8
                let fast = try Self.makeHost(estimated: estimated, seed: seed, count: count, fastPaths: true)
                let full = try Self.makeHost(estimated: estimated, seed: seed, count: count, fastPaths: false)
                #expect(Self.shown(fast) == Self.shown(full), "first screen, \(setup)")
                for (index, step) in script.enumerated() {
                    try Self.run(step, on: fast)
                    try Self.run(step, on: full)
                    let (fastShown, fullShown) = (Self.shown(fast), Self.shown(full))
                    guard fastShown == fullShown else {
                        Issue.record("after \(script[...index]) (setup \(setup)): \(fastShown), not \(fullShown)")
                        return
                    }
                }
            } catch {
                Issue.record("\(error)")
            }
        }
    }

    /// The cross-check of the elements the layout shows by index path skips the cells before the
    /// first other element without reading the layout state, and checks every element from there:
    /// a supplementary view the layout does not answer for is reported after cells, between cells
    /// and first.
    @Test func theElementQueryCheckReachesASupplementaryViewAnywhereAmongTheCells() throws {
        for place in ["last", "between", "first"] {
            let host = try Self.makeHost(estimated: false, seed: 0, count: 4, fastPaths: true)
            let view = host.view
            var elements = view.lastVisibleElements
            #expect(elements.count == 4 && elements.allSatisfy { $0.category == .cell })
            let footer = LayoutAttributes(
                category: .supplementaryView, elementKind: "footer", indexPath: IndexPath(item: 0, section: 0),
                frame: CGRect(x: 0, y: 176, width: 390, height: 20))
            elements.insert(footer, at: place == "last" ? elements.count : place == "between" ? 2 : 0)
            view.lastVisibleElements = elements
            withKnownIssue {
                view.checkElementQueries()
            }
            #expect(
                view.failures.map(\.message) == [
                    "no UICollectionViewLayoutAttributes instance for -layoutAttributesForSupplementaryElementOfKind: footer at path [0, 0]"
                ], "\(place)")
        }
    }
}
