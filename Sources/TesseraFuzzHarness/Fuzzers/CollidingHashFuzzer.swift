import Foundation
import Tessera

/// An identifier whose hash is the same for every value: every set and dictionary keyed by it
/// holds one chain of collisions. Equality still tells identifiers apart.
struct CollidingID: Hashable, Sendable, CustomStringConvertible {
    var value: Int

    func hash(into hasher: inout Hasher) { hasher.combine(0) }
    var description: String { "#\(value)" }
}

/// Snapshots and the diffable data source with identifiers whose hashes all collide:
/// random edits applied animated or not, duplicates refused with the snapshot unchanged, and the
/// host showing the snapshot after each. Snapshots stay small (at most 60 items): with one chain
/// of collisions every lookup is linear, which is what the fuzzer checks is still correct.
@MainActor
final class CollidingHashFuzzer: Fuzzer {
    let name = "colliding hashes"
    private let view = HeadlessCollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: TestLayouts.rows())
    private let dataSource: CollectionViewDiffableDataSource<CollidingID, CollidingID>
    private var nextValue = 0

    init() {
        dataSource = CollectionViewDiffableDataSource(
            collectionView: view,
            cellRegistration: CellRegistration<TextCell, CollidingID> { cell, _, item in cell.text = item.description })
    }

    func step(_ random: inout SeededRandomNumberGenerator) throws(FuzzInvariantFailure) -> String? {
        var snapshot = dataSource.snapshot()
        let items = snapshot.itemIdentifiers, sections = snapshot.sectionIdentifiers
        func fresh() -> CollidingID {
            nextValue += 1
            return CollidingID(value: nextValue)
        }
        let before = snapshot
        var duplicate = false
        do throws(SnapshotError) {
            switch Int.random(in: 0..<9, using: &random) {
            case 0 where sections.count < 4: try snapshot.appendSections([fresh()])
            case 1 where !sections.isEmpty && items.count < 60:
                try snapshot.appendItems(
                    (0..<Int.random(in: 1...8, using: &random)).map { _ in fresh() },
                    toSection: sections.randomElement(using: &random))
            case 2 where !items.isEmpty:
                snapshot.deleteItems((0..<3).compactMap { _ in items.randomElement(using: &random) })
            case 3 where items.count >= 2:
                let (a, b) = (items.randomElement(using: &random)!, items.randomElement(using: &random)!)
                if a != b { try snapshot.moveItem(a, beforeItem: b) }
            case 4 where !items.isEmpty: try snapshot.reconfigureItems([items.randomElement(using: &random)!])
            case 5 where !items.isEmpty:
                // A duplicate: refused, nothing changes.
                duplicate = true
                try snapshot.appendItems([items.randomElement(using: &random)!], toSection: sections.first)
            case 6 where sections.count >= 2:
                try snapshot.moveSection(sections[0], afterSection: sections[sections.count - 1])
            case 7 where !sections.isEmpty: snapshot.deleteSections([sections.randomElement(using: &random)!])
            default:
                if Bool.random(using: &random) { snapshot = Snapshot() }
            }
        } catch {
            guard snapshot == before else {
                throw FuzzInvariantFailure(
                    message: "a refused edit (\(error)) changed a snapshot of colliding identifiers")
            }
            return "\(error)"
        }
        if duplicate { throw FuzzInvariantFailure(message: "a duplicate colliding identifier was accepted") }
        dataSource.apply(snapshot, animatingDifferences: Bool.random(using: &random))
        return nil
    }

    func invariantFailures() -> [String] {
        view.layoutIfNeeded()
        let snapshot = dataSource.snapshot()
        return FuzzChecks.host(view, counts: snapshot.itemCounts, cellsMayOverlap: false) { indexPath in
            snapshot.itemIdentifier(for: indexPath)?.description
        }
    }
}
