import Foundation
import Tessera

/// Why a replayed batch update does not reach its target.
public enum ReplayFailure: Error, CustomStringConvertible, Equatable {
    /// UIKit would reject the update.
    case rejected(BatchUpdateError)
    /// The update is accepted but does not produce the target.
    case mismatch(String)

    public var description: String {
        switch self {
        case .rejected(let error): return "rejected: \(error.reason)"
        case .mismatch(let text): return "mismatch: \(text)"
        }
    }
}

/// Replays a `BatchUpdate` with UIKit's semantics — deletes and reloads in the old index space,
/// inserts and move destinations in the new one, the rest keeping its order — and checks the result.
///
/// This is the test helper every diff test relies on: a changeset is correct exactly when replaying
/// it on the old data gives the new data. The replay simulates UIKit's rules on plain arrays; it
/// does not use the library's own mapping (`BatchUpdate.mapping`), which it checks.
public enum BatchUpdateReplay {
    /// Applies `update` to `old` as UIKit would, taking the identifiers of inserted and reloaded
    /// sections and items from `new` (UIKit asks the data source for them).
    ///
    /// - Throws: ``ReplayFailure/rejected(_:)`` when UIKit would reject the update.
    public static func replay<S, I>(
        _ update: BatchUpdate,
        on old: Snapshot<S, I>,
        insertingFrom new: Snapshot<S, I>
    ) throws(ReplayFailure) -> [(section: S, items: [I])] {
        try simulate(update, old: old, new: new).map { ($0.section, $0.items.map(\.item)) }
    }

    /// The replayed sections with, for each item, the old index path it came from (`nil` for new
    /// content).
    private static func simulate<S, I>(_ update: BatchUpdate, old: Snapshot<S, I>, new: Snapshot<S, I>)
        throws(ReplayFailure) -> [(section: S, items: [(item: I, origin: IndexPath?)])]
    {
        let oldSections = old.sectionIdentifiers
        let newSections = new.sectionIdentifiers
        let simulated = try UIKitBatchUpdateSimulator.simulate(update, before: old.itemCounts, after: new.itemCounts)
        var result: [(section: S, items: [(item: I, origin: IndexPath?)])] = []
        for (newSection, section) in simulated.enumerated() {
            let newItems = new.itemIdentifiers(inSection: newSections[newSection])
            let identifier: S
            if case .old(let oldSection) = section.origin {
                identifier = oldSections[oldSection]
            } else {
                identifier = newSections[newSection]
            }
            let items = section.items.enumerated().map { index, origin -> (item: I, origin: IndexPath?) in
                guard case .old(let path) = origin else { return (newItems[index], nil) }
                let oldItems = old.itemIdentifiers(inSection: oldSections[path[0]])
                return (oldItems[path[1]], path)
            }
            result.append((identifier, items))
        }
        return result
    }

    /// Checks that `update` turns `old` into `new`: UIKit accepts it, the replay reproduces `new`,
    /// and every kept item whose content changed (per `isContentEqual`) is reloaded or reconfigured.
    ///
    /// - Throws: ``ReplayFailure`` describing the first problem.
    public static func check<S, I>(
        _ update: BatchUpdate,
        from old: Snapshot<S, I>,
        to new: Snapshot<S, I>,
        isContentEqual: ((_ old: I, _ new: I) -> Bool)? = nil
    ) throws(ReplayFailure) {
        let replayed = try simulate(update, old: old, new: new)
        let expected = new.sectionIdentifiers.map { ($0, new.itemIdentifiers(inSection: $0)) }
        guard replayed.map(\.section) == expected.map(\.0) else {
            throw .mismatch("sections \(replayed.map(\.section)) instead of \(expected.map(\.0))")
        }
        for (index, (got, want)) in zip(replayed, expected).enumerated() where got.items.map(\.item) != want.1 {
            throw .mismatch("section \(index) holds \(got.items.map(\.item)) instead of \(want.1)")
        }
        guard let isContentEqual else { return }
        let reconfigured = Set(update.reconfiguredItems)
        for (newSection, section) in replayed.enumerated() {
            for (item, entry) in section.items.enumerated() {
                guard let origin = entry.origin else { continue }
                let oldItem = old.itemIdentifiers(inSection: old.sectionIdentifiers[origin[0]])[origin[1]]
                let newItem = expected[newSection].1[item]
                let path = IndexPath(indexes: [newSection, item])
                if !isContentEqual(oldItem, newItem) && !reconfigured.contains(path) {
                    throw .mismatch(
                        "item \(newItem) at \(Array(path)) changed content but is neither reloaded nor reconfigured")
                }
            }
        }
    }

    /// Checks that `update` turns the list `old` into the list `new` in section 0.
    ///
    /// - Throws: ``ReplayFailure`` describing the first problem.
    public static func check<Element: Hashable & Sendable>(
        _ update: BatchUpdate,
        from old: [Element],
        to new: [Element],
        isContentEqual: ((_ old: Element, _ new: Element) -> Bool)? = nil
    ) throws(ReplayFailure) {
        do {
            let oldSnapshot = try Snapshot<Int, Element>([(0, old)])
            let newSnapshot = try Snapshot<Int, Element>([(0, new)])
            try check(update, from: oldSnapshot, to: newSnapshot, isContentEqual: isContentEqual)
        } catch let error as ReplayFailure {
            throw error
        } catch {
            throw .mismatch("the lists are not valid: \(error)")
        }
    }

    /// The fewest moves any correct update between `old` and `new` can have: per section, the items
    /// that stay in their section minus the longest run that keeps its order, plus every item that
    /// changes section. Computed independently of the library, by dynamic programming. Item reload
    /// marks are not considered (a marked item that moves becomes a delete and an insert).
    package static func minimalMoveCount<S, I>(from old: Snapshot<S, I>, to new: Snapshot<S, I>) -> Int {
        var moves = 0
        for section in new.sectionIdentifiers {
            let sectionExisted = old.indexOfSection(section) != nil && !new.isReloaded(section: section)
            var positions: [Int] = []
            for item in new.itemIdentifiers(inSection: section) {
                guard let oldSection = old.sectionIdentifier(containingItem: item) else { continue }
                guard sectionExisted else { continue }
                let oldSectionAlive = new.indexOfSection(oldSection) != nil && !new.isReloaded(section: oldSection)
                if oldSection == section {
                    positions.append(old.itemIdentifiers(inSection: oldSection).firstIndex(of: item) ?? 0)
                } else if oldSectionAlive {
                    moves += 1
                }
            }
            moves += positions.count - longestIncreasingRunLength(positions)
        }
        return moves
    }

    /// The length of the longest strictly increasing subsequence, by the quadratic textbook method.
    package static func longestIncreasingRunLength(_ values: [Int]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] {
                best[i] = max(best[i], best[j] + 1)
            }
        }
        return best.max() ?? 0
    }
}
