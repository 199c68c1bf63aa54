import Foundation
import Tessera

/// Input nested deep, within what one operation can afford: groups nested up to
/// 20,000 levels solved, translated for Apple's layout and released; outlines up to 20,000 levels
/// deep expanded, collapsed and shown on a data source; and groups nested past
/// ``LayoutLimits/maximumNestingDepth`` refused. Nothing may recurse on the depth: a recursion
/// overflows the stack and ends the run.
@MainActor
final class DeepNestingFuzzer: Fuzzer {
    let name = "deep nesting"
    private var lastFailures: [String] = []
    private let view = HeadlessCollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: TestLayouts.rows())
    private let dataSource: CollectionViewDiffableDataSource<Int, Int>

    init() {
        dataSource = CollectionViewDiffableDataSource(
            collectionView: view,
            cellRegistration: CellRegistration<TextCell, Int> { cell, _, item in cell.text = "\(item)" })
    }

    /// Depths past the 500 to 1,000 levels where solving used to overflow the stack; 20,000
    /// levels one time in twenty (each takes a while).
    private static let depths = [1, 2, 7, 40, 600, 1_000, 5_000]

    func step(_ random: inout SeededRandomNumberGenerator) throws(FuzzInvariantFailure) -> String? {
        lastFailures = []
        let depth =
            Int.random(in: 0..<20, using: &random) == 0
            ? 20_000 : Self.depths[Int.random(in: 0..<Self.depths.count, using: &random)]
        switch Int.random(in: 0..<3, using: &random) {
        case 0: return try groups(depth: depth, &random)
        case 1: return try outline(depth: depth, &random)
        default:
            // Past the limit: refused, not solved. Built only now and then (it takes a while).
            guard Int.random(in: 0..<20, using: &random) == 0 else { return try groups(depth: depth, &random) }
            let chain = Self.chain(depth: LayoutLimits.maximumNestingDepth + 1, sibling: false)
            do {
                _ = try CompositionalLayout(section: LayoutSection(group: chain)).solve(
                    in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [2]))
            } catch {
                return "\(error)"
            }
            throw FuzzInvariantFailure(message: "groups nested past the limit were solved")
        }
    }

    func invariantFailures() -> [String] { lastFailures }

    /// `depth` groups each holding the next (and, with `sibling`, a small item after it), the
    /// outermost 44 points tall; built with a loop.
    static func chain(depth: Int, sibling: Bool) -> LayoutGroup {
        let fill = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        var group = LayoutGroup.vertical(layoutSize: fill, subitems: [LayoutItem(layoutSize: fill)])
        for level in 1..<max(1, depth) {
            let size =
                level == depth - 1
                ? LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)) : fill
            var subitems: [any LayoutSubitemConvertible] = [group]
            if sibling {
                subitems.append(
                    LayoutItem(
                        layoutSize: LayoutSize(widthDimension: .absolute(1), heightDimension: .absolute(1))))
            }
            group =
                level.isMultiple(of: 2)
                ? .vertical(layoutSize: size, subitems: subitems) : .horizontal(layoutSize: size, subitems: subitems)
        }
        return group
    }

    private func groups(depth: Int, _ random: inout SeededRandomNumberGenerator) throws(FuzzInvariantFailure) -> String?
    {
        // A sibling at every level makes the leaves grow with the depth: kept to shallow chains.
        let chain = Self.chain(depth: depth, sibling: depth <= 40 && Bool.random(using: &random))
        let section = LayoutSection(group: chain)
        let translation = CompositionalLayoutTranslation.translate(section, features: .iOS(15))
        guard case .section = translation.kind else {
            throw FuzzInvariantFailure(message: "a chain of \(depth) groups was not translated as a section")
        }
        do {
            let solution = try CompositionalLayout(section: section).solve(
                in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [Int.random(in: 1...6, using: &random)]))
            if let bad = solution.allElements().first(where: { !FuzzChecks.isFinite($0.frame) }) {
                lastFailures.append("\(depth) levels: \(bad.key) at \(bad.frame)")
            }
            return nil
        } catch {
            // A chain with siblings may leave no room for them; that is a typed refusal.
            return "\(error)"
        }
    }

    private func outline(depth: Int, _ random: inout SeededRandomNumberGenerator) throws(FuzzInvariantFailure)
        -> String?
    {
        var outline = SectionSnapshot<Int>()
        do {
            try outline.append([0])
            for level in 1..<depth { try outline.append([level], to: level - 1) }
            try outline.expand(Array(1..<depth))
            try dataSource.apply(outline, to: 0, animatingDifferences: Bool.random(using: &random))
        } catch {
            throw FuzzInvariantFailure(message: "an outline \(depth) levels deep was refused: \(error)")
        }
        let expanded = Bool.random(using: &random)
        _ = dataSource.setExpanded(expanded, item: 0, animatingDifferences: Bool.random(using: &random))
        view.finishAnimations()
        view.layoutIfNeeded()
        let shown = dataSource.snapshot(for: 0)
        let expected = expanded && depth > 1 ? depth : 1
        if view.itemCounts != [expected] || shown.visibleItems.count != expected {
            lastFailures.append(
                "an outline \(depth) levels deep \(expanded ? "expanded" : "collapsed") shows \(view.itemCounts)")
        }
        lastFailures += FuzzChecks.host(view, counts: dataSource.snapshot().itemCounts, cellsMayOverlap: false) {
            [dataSource] indexPath in dataSource.itemIdentifier(for: indexPath).map { "\($0)" }
        }
        return nil
    }
}
