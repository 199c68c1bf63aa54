import Foundation

/// Input no caller should pass, for checking that every package entry refuses it cleanly: index
/// paths of every shape and finite numbers at the edges of what the engine takes.
package enum MalformedInput {
    /// Index paths of every shape: no index, one, two, three, negative and huge components, and a
    /// section past any test list's end.
    package static let indexPaths: [IndexPath] = [
        IndexPath(), IndexPath(index: 0), IndexPath(index: -1), IndexPath(indexes: [0, 0, 0]),
        IndexPath(indexes: [-1, 0]), IndexPath(indexes: [0, -1]), IndexPath(indexes: [Int.max, 0]),
        IndexPath(indexes: [0, Int.max]), IndexPath(indexes: [Int.min, Int.min]), IndexPath(indexes: [7, 0]),
    ]

    /// A random index path that names no item of a list with `itemCounts`: the wrong number of
    /// components, a negative or huge component, or a section or item just past the end.
    package static func indexPath(outside itemCounts: [Int], using random: inout some RandomNumberGenerator)
        -> IndexPath
    {
        switch Int.random(in: 0..<5, using: &random) {
        case 0:
            return indexPaths[Int.random(in: 0..<indexPaths.count, using: &random)]
        case 1:
            return IndexPath(
                indexes: (0..<[0, 1, 3][Int.random(in: 0..<3, using: &random)]).map { _ in
                    Int.random(in: -3...3, using: &random)
                })
        case 2:
            return IndexPath(item: 0, section: itemCounts.count + Int.random(in: 0...2, using: &random))
        case 3 where !itemCounts.isEmpty:
            let section = Int.random(in: 0..<itemCounts.count, using: &random)
            return IndexPath(
                item: min(itemCounts[section], Int.max - 2) + Int.random(in: 0...2, using: &random), section: section)
        default:
            let extremes = [Int.min, -1, Int.max]
            return IndexPath(
                item: extremes[Int.random(in: 0..<3, using: &random)], section: max(0, itemCounts.count - 1))
        }
    }

    /// Finite numbers at the edges: tiny, huge, and huge negative.
    package static let extremeFiniteNumbers: [CGFloat] = [
        1e-7, 1e19, -1e30, 1e300, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
    ]

    // MARK: Random values of each input type

    /// A random integer for an index or a count near `count`: usually in `-2...count + 2`, now and
    /// then `Int.min`, `Int.max` or a large negative or positive number.
    package static func integer(near count: Int, using random: inout some RandomNumberGenerator) -> Int {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return [Int.min, Int.max, -1_000_000_007, 1 << 40][Int.random(in: 0..<4, using: &random)]
        default: return Int.random(in: -2...max(count, 0) + 2, using: &random)
        }
    }

    /// A random range whose bounds are integers near `count` (a `Range` always has
    /// `lowerBound <= upperBound`: anything else traps in the caller's code, before Tessera's).
    package static func range(near count: Int, using random: inout some RandomNumberGenerator) -> Range<Int> {
        let a = integer(near: count, using: &random), b = integer(near: count, using: &random)
        return min(a, b)..<max(a, b)
    }

    /// A random number for a dimension, a spacing or an inset: ordinary values, zero, negatives,
    /// the extremes of ``extremeFiniteNumbers``, NaN and the infinities.
    package static func number(using random: inout some RandomNumberGenerator) -> CGFloat {
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return [CGFloat.nan, .infinity, -.infinity][Int.random(in: 0..<3, using: &random)]
        case 1: return extremeFiniteNumbers[Int.random(in: 0..<extremeFiniteNumbers.count, using: &random)]
        case 2: return -CGFloat(Int.random(in: 1...500, using: &random))
        case 3: return 0
        default: return CGFloat(Int.random(in: 1...500, using: &random))
        }
    }

    /// A random index path for a list with `itemCounts`: a valid one half of the time, otherwise one
    /// that names no item (``indexPath(outside:using:)``).
    package static func indexPath(near itemCounts: [Int], using random: inout some RandomNumberGenerator) -> IndexPath {
        let sections = itemCounts.indices.filter { itemCounts[$0] > 0 }
        guard Bool.random(using: &random), let section = sections.randomElement(using: &random) else {
            return indexPath(outside: itemCounts, using: &random)
        }
        return IndexPath(item: Int.random(in: 0..<itemCounts[section], using: &random), section: section)
    }
}
