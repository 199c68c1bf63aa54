import Foundation

/// The scenario of DifferenceKit's own benchmark (its Benchmark/Sources: `BenchmarkData` and the
/// two runs in main.swift), so that numbers compare: a source of N random UUIDs; the target is the
/// source with a range deleted, fresh UUIDs inserted at a position of the shortened list, and a
/// prefix shuffled. DifferenceKit's two runs are not proportional to each other, so each size
/// lists its ranges. A second variant diffs items with content and updates 2% of them.
public struct DiffScenario: Sendable {
    public let count: Int
    public let deleteRange: Range<Int>
    /// Where the fresh UUIDs go in the target after the deletion; its count is how many.
    public let insertRange: Range<Int>
    public let shuffleRange: Range<Int>

    /// DifferenceKit's two runs, then 1,000,000 with the proportions of its 100,000 run (it has no
    /// larger one).
    public static let sizes = [
        DiffScenario(count: 5_000, deleteRange: 2_000..<3_000, insertRange: 3_000..<4_000, shuffleRange: 0..<200),
        DiffScenario(
            count: 100_000, deleteRange: 20_000..<30_000, insertRange: 30_000..<40_000, shuffleRange: 0..<2_000),
        DiffScenario(
            count: 1_000_000, deleteRange: 200_000..<300_000, insertRange: 300_000..<400_000,
            shuffleRange: 0..<20_000),
    ]

    /// A short name for the size: "5k", "100k", "1M".
    public var label: String { Self.label(count) }

    /// A short name for a count: "5k", "100k", "1M".
    public static func label(_ count: Int) -> String {
        count >= 1_000_000 ? "\(count / 1_000_000)M" : "\(count / 1_000)k"
    }

    /// `count` random UUIDs.
    ///
    /// - Complexity: O(`count`).
    public static func randomSource(count: Int, seed: UInt64) -> [UUID] {
        var random = SplitMix(seed: seed)
        return (0..<count).map { _ in UUID(random: &random) }
    }

    /// The source and target lists of UUIDs.
    ///
    /// - Complexity: O(`count`).
    public func lists(seed: UInt64) -> (source: [UUID], target: [UUID]) {
        var random = SplitMix(seed: seed)
        let source = (0..<count).map { _ in UUID(random: &random) }
        var target = source
        target.removeSubrange(deleteRange)
        target.insert(contentsOf: insertRange.map { _ in UUID(random: &random) }, at: insertRange.lowerBound)
        target[shuffleRange].shuffle(using: &random)
        return (source, target)
    }

    /// The same lists as items, the content of about 2% of the target's changed.
    ///
    /// - Complexity: O(`count`).
    public func items(seed: UInt64) -> (source: [DiffItem], target: [DiffItem]) {
        let (source, target) = lists(seed: seed)
        var random = SplitMix(seed: 7)
        var targetItems = target.map { DiffItem(id: $0, content: 0) }
        for index in targetItems.indices where Int.random(in: 0..<50, using: &random) == 0 {
            targetItems[index].content = 1
        }
        return (source.map { DiffItem(id: $0, content: 0) }, targetItems)
    }
}
