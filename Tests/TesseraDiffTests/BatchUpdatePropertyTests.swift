import Foundation
import TesseraDiff
import TesseraTestSupport
import TesseraTesting
import Testing

/// An item with an identity and a separate content version.
private struct Versioned: Hashable, ContentEquatable, CustomStringConvertible {
    var id: Int
    var version: Int

    static func == (lhs: Versioned, rhs: Versioned) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    func isContentEqual(to source: Versioned) -> Bool { version == source.version }
    var description: String { "\(id)v\(version)" }
}

/// Random old/new snapshot pairs: section inserts, deletes and moves, item inserts, deletes,
/// moves within and across sections, content changes and reload/reconfigure marks.
private struct PairGenerator {
    var random: SeededRandomNumberGenerator
    var nextID = 0
    var nextSection = 0

    mutating func makeOld() throws -> Snapshot<Int, Versioned> {
        var snapshot = Snapshot<Int, Versioned>()
        let sectionCount = Int.random(in: 0...12, using: &random)
        let sections = (0..<sectionCount).map { _ in freshSection() }
        try snapshot.appendSections(sections)
        guard !sections.isEmpty else { return snapshot }
        let total = Int.random(in: 0...300, using: &random)
        for _ in 0..<total {
            try snapshot.appendItems([freshItem()], toSection: sections.randomElement(using: &random)!)
        }
        return snapshot
    }

    mutating func makeNew(from old: Snapshot<Int, Versioned>, marks: Bool) throws -> Snapshot<Int, Versioned> {
        var sections = old.sectionIdentifiers.map { ($0, old.itemIdentifiers(inSection: $0)) }
        // Section deletes, inserts, moves.
        sections.removeAll { _ in chance(0.1) }
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            sections.insert((freshSection(), []), at: Int.random(in: 0...sections.count, using: &random))
        }
        for _ in 0..<Int.random(in: 0...2, using: &random) where sections.count > 1 {
            let moved = sections.remove(at: Int.random(in: 0..<sections.count, using: &random))
            sections.insert(moved, at: Int.random(in: 0...sections.count, using: &random))
        }
        guard !sections.isEmpty else { return Snapshot() }
        // Item deletes and content changes.
        let deleteRate = Double.random(in: 0...0.3, using: &random)
        let changeRate = Double.random(in: 0...0.2, using: &random)
        for index in sections.indices {
            sections[index].1.removeAll { _ in chance(deleteRate) }
            for item in sections[index].1.indices where chance(changeRate) {
                sections[index].1[item].version += 1
            }
        }
        // Moves within and across sections.
        let moveCount = Int.random(in: 0...20, using: &random)
        for _ in 0..<moveCount {
            let from = Int.random(in: 0..<sections.count, using: &random)
            guard !sections[from].1.isEmpty else { continue }
            let item = sections[from].1.remove(at: Int.random(in: 0..<sections[from].1.count, using: &random))
            let to = chance(0.5) ? from : Int.random(in: 0..<sections.count, using: &random)
            sections[to].1.insert(item, at: Int.random(in: 0...sections[to].1.count, using: &random))
        }
        // Inserts.
        for _ in 0..<Int.random(in: 0...30, using: &random) {
            let section = Int.random(in: 0..<sections.count, using: &random)
            sections[section].1.insert(freshItem(), at: Int.random(in: 0...sections[section].1.count, using: &random))
        }
        var snapshot = try Snapshot<Int, Versioned>(sections)
        if marks {
            let kept = snapshot.itemIdentifiers.filter { old.contains(item: $0) }
            try snapshot.reloadItems(kept.filter { _ in chance(0.05) })
            try snapshot.reconfigureItems(kept.filter { _ in chance(0.05) })
            try snapshot.reloadSections(snapshot.sectionIdentifiers.filter { old.contains(section: $0) && chance(0.1) })
        }
        return snapshot
    }

    mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &random) < probability
    }

    mutating func freshItem() -> Versioned {
        nextID += 1
        return Versioned(id: nextID, version: 0)
    }

    mutating func freshSection() -> Int {
        nextSection += 1
        return nextSection
    }
}

@Suite("Batch update properties")
struct BatchUpdatePropertyTests {
    static let seeds: [UInt64] = [1, 2, 3, 4, 5, 6, 7, 8]
    static let pairsPerSeed = 400

    @Test(arguments: seeds)
    func replayReachesTheTargetWithMinimalMoves(seed: UInt64) throws {
        var generator = PairGenerator(random: SeededRandomNumberGenerator(seed: seed))
        for round in 0..<Self.pairsPerSeed {
            let old = try generator.makeOld()
            let new = try generator.makeNew(from: old, marks: false)
            let context = "seed \(seed) round \(round)"
            for style in [ContentUpdateStyle.reconfigure, .reload] {
                let update = BatchUpdate(from: old, to: new, contentUpdate: style)
                do {
                    try BatchUpdateReplay.check(update, from: old, to: new) { $0.isContentEqual(to: $1) }
                } catch {
                    Issue.record("\(context) \(style): \(error)\nold \(old)\nnew \(new)\n\(update)")
                    return
                }
                #expect(Set(update.deletedItems).isDisjoint(with: update.reloadedItems), "\(context)")
                if style == .reconfigure {
                    #expect(
                        update.movedItems.count == BatchUpdateReplay.minimalMoveCount(from: old, to: new), "\(context)")
                } else {
                    #expect(
                        update.movedItems.count <= BatchUpdateReplay.minimalMoveCount(from: old, to: new), "\(context)")
                }
            }
        }
    }

    @Test(arguments: seeds)
    func snapshotMarksReplay(seed: UInt64) throws {
        var generator = PairGenerator(random: SeededRandomNumberGenerator(seed: seed &+ 1000))
        for round in 0..<Self.pairsPerSeed {
            let old = try generator.makeOld()
            let new = try generator.makeNew(from: old, marks: true)
            let update = BatchUpdate(from: old, to: new)
            do {
                try BatchUpdateReplay.check(update, from: old, to: new) { $0.isContentEqual(to: $1) }
            } catch {
                Issue.record("seed \(seed) round \(round): \(error)\nold \(old)\nnew \(new)\n\(update)")
                return
            }
            #expect(Set(update.deletedItems).isDisjoint(with: update.reloadedItems))
            #expect(Set(update.deletedSections).isDisjoint(with: update.reloadedSections))
        }
    }

    @Test(arguments: seeds)
    func listDiffReplays(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed &+ 2000)
        for round in 0..<Self.pairsPerSeed {
            let old = Array(0..<Int.random(in: 0...300, using: &random)).shuffled(using: &random)
            var new = old.filter { _ in Int.random(in: 0..<10, using: &random) > 2 }
            new.append(contentsOf: (1000..<1000 + Int.random(in: 0...50, using: &random)))
            new.shuffle(using: &random)
            let update = try BatchUpdate(from: old, to: new)
            do {
                try BatchUpdateReplay.check(update, from: old, to: new)
            } catch {
                Issue.record("seed \(seed) round \(round): \(error)")
                return
            }
            let kept = new.compactMap { old.firstIndex(of: $0) }
            #expect(update.movedItems.count == kept.count - BatchUpdateReplay.longestIncreasingRunLength(kept))
        }
    }

    /// Lists that share long runs, as in DifferenceKit's scenario: exercises the common prefix and
    /// suffix and the matching of runs by comparison.
    @Test(arguments: seeds)
    func listsWithLongSharedRunsReplay(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed &+ 3000)
        var fresh = 1_000_000
        for round in 0..<Self.pairsPerSeed {
            let count = Int.random(in: 0...300, using: &random)
            let old = Array(0..<count)
            var new = old
            if count > 0 {
                let start = Int.random(in: 0..<count, using: &random)
                new.removeSubrange(start..<Int.random(in: start...count, using: &random))
                let inserted = (0..<Int.random(in: 0...20, using: &random)).map { _ in
                    fresh += 1; return fresh
                }
                new.insert(contentsOf: inserted, at: min(start, new.count))
                let shuffleStart = Int.random(in: 0...new.count, using: &random)
                new[shuffleStart..<min(new.count, shuffleStart + Int.random(in: 0...10, using: &random))].shuffle(
                    using: &random)
            }
            let update = try BatchUpdate(from: old, to: new)
            do {
                try BatchUpdateReplay.check(update, from: old, to: new)
            } catch {
                Issue.record("seed \(seed) round \(round): \(error)")
                return
            }
            let kept = new.compactMap { old.firstIndex(of: $0) }
            #expect(update.movedItems.count == kept.count - BatchUpdateReplay.longestIncreasingRunLength(kept))
        }
    }
}
