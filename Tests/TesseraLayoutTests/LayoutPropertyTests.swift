import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

private func layout(_ recipes: [RandomLayoutRecipe], transposed: Bool = false, rounding: Bool = false)
    -> CompositionalLayout
{
    var configuration = LayoutConfiguration()
    configuration.roundsFramesToPixels = rounding
    configuration.interSectionSpacing = 12
    configuration.scrollDirection = transposed ? .horizontal : .vertical
    let sections = recipes.map { $0.section(transposed: transposed) }
    return CompositionalLayout(configuration: configuration) { index, _ in sections[index] }
}

private struct RandomCase {
    var recipes: [RandomLayoutRecipe]
    var counts: [Int]
    var sizes: [IndexPath: CGSize]

    init(random: inout SeededRandomNumberGenerator) {
        let sectionCount = Int.random(in: 1...4, using: &random)
        recipes = (0..<sectionCount).map { _ in RandomLayoutRecipe.random(using: &random) }
        counts = (0..<sectionCount).map { _ in Int.random(in: 0...60, using: &random) }
        sizes = [:]
        for (section, count) in counts.enumerated() where count > 0 {
            for _ in 0..<Int.random(in: 0...8, using: &random) {
                sizes[IndexPath(item: Int.random(in: 0..<count, using: &random), section: section)] = CGSize(
                    width: CGFloat(Int.random(in: 20...200, using: &random)),
                    height: CGFloat(Int.random(in: 20...200, using: &random))
                )
            }
        }
    }
}

/// Properties over random descriptions (spec §16 invariants).
@Suite("Layout properties")
struct LayoutPropertyTests {
    static let seeds: [UInt64] = [11, 12, 13, 14]
    static let casesPerSeed = 150

    @Test(arguments: seeds)
    func elementsInRectEqualBruteForce(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed)
        var solved = 0
        for round in 0..<Self.casesPerSeed {
            let testCase = RandomCase(random: &random)
            guard
                var solution = try? layout(testCase.recipes).solve(
                    in: LayoutChecks.iPhone,
                    content: LayoutContent(itemCounts: testCase.counts, itemSizes: testCase.sizes))
            else { continue }
            solved += 1
            solution.contentOffset = CGPoint(x: 0, y: CGFloat(Int.random(in: 0...800, using: &random)))
            for section in 0..<solution.numberOfSections where solution.orthogonalOffset(forSection: section) != nil {
                solution.setOrthogonalOffset(CGFloat(Int.random(in: 0...300, using: &random)), forSection: section)
            }
            let all = solution.allElements()
            for element in all {
                #expect(
                    element.frame.minX.isFinite && element.frame.minY.isFinite && element.frame.width.isFinite
                        && element.frame.height.isFinite)
            }
            for _ in 0..<5 {
                let rect = CGRect(
                    x: CGFloat(Int.random(in: -100...400, using: &random)),
                    y: CGFloat(Int.random(in: -100...Int(max(100, solution.contentSize.height)), using: &random)),
                    width: CGFloat(Int.random(in: 1...500, using: &random)),
                    height: CGFloat(Int.random(in: 1...900, using: &random)))
                let expected = all.filter { $0.frame.overlaps(rect) }
                if let difference = LayoutChecks.difference(solution.elements(in: rect), expected) {
                    Issue.record("seed \(seed) round \(round) rect \(rect): \(difference)\n\(testCase.recipes)")
                    return
                }
            }
        }
        #expect(solved > Self.casesPerSeed / 3, "only \(solved) random layouts were solvable")
    }

    @Test(arguments: seeds)
    func updatingSizesEqualsSolvingFromScratch(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed &+ 100)
        for round in 0..<Self.casesPerSeed {
            let testCase = RandomCase(random: &random)
            let subject = layout(testCase.recipes)
            guard
                let fromScratch = try? subject.solve(
                    in: LayoutChecks.iPhone,
                    content: LayoutContent(itemCounts: testCase.counts, itemSizes: testCase.sizes)),
                var incremental = try? subject.solve(
                    in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: testCase.counts))
            else { continue }
            for (path, size) in testCase.sizes.sorted(by: { $0.key < $1.key }) {
                try incremental.updateItemSize(size, at: path)
            }
            #expect(incremental.contentSize == fromScratch.contentSize, "seed \(seed) round \(round)")
            if let difference = LayoutChecks.difference(incremental.allElements(), fromScratch.allElements()) {
                Issue.record("seed \(seed) round \(round): \(difference)\n\(testCase.recipes)")
                return
            }
        }
    }

    @Test(arguments: seeds)
    func horizontalScrollingMirrorsVertical(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed &+ 200)
        let vertical = LayoutChecks.iPhone
        let horizontal = LayoutEnvironment(width: 844, height: 390, displayScale: 3)
        for round in 0..<Self.casesPerSeed {
            let testCase = RandomCase(random: &random)
            var transposedSizes: [IndexPath: CGSize] = [:]
            for (path, size) in testCase.sizes {
                transposedSizes[path] = CGSize(width: size.height, height: size.width)
            }
            let verticalSolution = try? layout(testCase.recipes).solve(
                in: vertical, content: LayoutContent(itemCounts: testCase.counts, itemSizes: testCase.sizes))
            let horizontalSolution = try? layout(testCase.recipes, transposed: true).solve(
                in: horizontal, content: LayoutContent(itemCounts: testCase.counts, itemSizes: transposedSizes))
            guard let verticalSolution, let horizontalSolution else {
                #expect(
                    (verticalSolution == nil) == (horizontalSolution == nil),
                    "seed \(seed) round \(round): only one orientation solved")
                continue
            }
            #expect(
                horizontalSolution.contentSize
                    == CGSize(width: verticalSolution.contentSize.height, height: verticalSolution.contentSize.width))
            let mirrored = horizontalSolution.allElements().map { element -> LayoutAttributes in
                var copy = element
                copy.frame = CGRect(
                    x: element.frame.minY, y: element.frame.minX, width: element.frame.height,
                    height: element.frame.width)
                return copy
            }
            if let difference = LayoutChecks.difference(mirrored, verticalSolution.allElements()) {
                Issue.record("seed \(seed) round \(round): \(difference)\n\(testCase.recipes)")
                return
            }
        }
    }
}

extension IndexPath {
    fileprivate static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        lhs.lexicographicallyPrecedes(rhs)
    }
}
