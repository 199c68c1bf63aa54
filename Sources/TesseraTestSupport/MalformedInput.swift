import Foundation

/// Input no caller should pass, for checking that every public entry refuses it cleanly: index
/// paths of every shape and finite numbers at the edges of what the engine takes.
public enum MalformedInput {
    /// Index paths of every shape: no index, one, two, three, negative and huge components, and a
    /// section past any test list's end.
    public static let indexPaths: [IndexPath] = [
        IndexPath(), IndexPath(index: 0), IndexPath(index: -1), IndexPath(indexes: [0, 0, 0]),
        IndexPath(indexes: [-1, 0]), IndexPath(indexes: [0, -1]), IndexPath(indexes: [Int.max, 0]),
        IndexPath(indexes: [0, Int.max]), IndexPath(indexes: [Int.min, Int.min]), IndexPath(indexes: [7, 0]),
    ]

    /// A random index path that names no item of a list with `itemCounts`: the wrong number of
    /// components, a negative or huge component, or a section or item just past the end.
    public static func indexPath(outside itemCounts: [Int], using random: inout some RandomNumberGenerator) -> IndexPath {
        switch Int.random(in: 0..<5, using: &random) {
        case 0:
            return indexPaths[Int.random(in: 0..<indexPaths.count, using: &random)]
        case 1:
            return IndexPath(indexes: (0..<[0, 1, 3][Int.random(in: 0..<3, using: &random)]).map { _ in Int.random(in: -3...3, using: &random) })
        case 2:
            return IndexPath(item: 0, section: itemCounts.count + Int.random(in: 0...2, using: &random))
        case 3 where !itemCounts.isEmpty:
            let section = Int.random(in: 0..<itemCounts.count, using: &random)
            return IndexPath(item: itemCounts[section] + Int.random(in: 0...2, using: &random), section: section)
        default:
            let extremes = [Int.min, -1, Int.max]
            return IndexPath(item: extremes[Int.random(in: 0..<3, using: &random)], section: max(0, itemCounts.count - 1))
        }
    }

    /// Finite numbers at the edges: tiny, huge, and huge negative.
    public static let extremeFiniteNumbers: [CGFloat] = [1e-7, 1e19, -1e30, 1e300, .leastNonzeroMagnitude, .greatestFiniteMagnitude]
}
