import Foundation
import Tessera

/// The layout engine alone: random section descriptions in random containers — zero-size and
/// huge (10¹⁹ and 10³⁰⁰ points), invalid dimensions (NaN, infinite, negative), extreme finite
/// metrics (10⁻⁷-point items, 10³⁰-point negative insets) in compositional and flow layouts —
/// with 0, 1, a few or 1,000,000 items, and counts no layout takes (negative, past the limit).
/// Valid descriptions must solve to finite frames; invalid ones must throw a ``LayoutError``.
@MainActor
final class LayoutFuzzer: Fuzzer {
    let name = "layout engine"
    private var lastFailures: [String] = []

    func step(_ random: inout SeededRandomNumberGenerator) throws(FuzzInvariantFailure) -> String? {
        lastFailures = []
        let recipe = RandomLayoutRecipe.random(using: &random)
        var counts = [[0], [1], [Int.random(in: 2...60, using: &random)], [1_000_000], [3, 0, 7]][
            Int.random(in: 0..<5, using: &random)]
        let sizes = [
            CGSize(width: 390, height: 844), CGSize(width: 0, height: 0), CGSize(width: 1, height: 1),
            CGSize(width: 100_000, height: 100_000),
            CGSize(width: 1024, height: 1366), CGSize(width: 1e19, height: 844), CGSize(width: 390, height: 1e300),
        ]
        let size = sizes[Int.random(in: 0..<sizes.count, using: &random)]
        var invalid = Int.random(in: 0..<6, using: &random) == 0
        var section = recipe.section(transposed: false)
        if invalid {
            let bad: [CGFloat] = [.nan, .infinity, -.infinity, -5]
            section.group.layoutSize.heightDimension = .absolute(bad[Int.random(in: 0..<bad.count, using: &random)])
        }
        // Extreme but finite metrics: solved to finite frames or refused, never trapped on.
        let extremes = MalformedInput.extremeFiniteNumbers
        let extreme = extremes[Int.random(in: 0..<extremes.count, using: &random)]
        switch Int.random(in: 0..<12, using: &random) {
        case 0:
            section.contentInsets = DirectionalEdgeInsets(
                top: extreme, leading: extreme, bottom: extreme, trailing: extreme)
        case 1: section.interGroupSpacing = extreme
        case 2 where extreme > 0: section.group.layoutSize.widthDimension = .absolute(extreme)
        case 3:
            // Counts no layout takes: negative, or past the limit.
            counts =
                [[-1], [Int.max, 1], [LayoutContent.maximumItemCount, 1], [2, Int.min]][
                    Int.random(in: 0..<4, using: &random)]
            invalid = true
        case 4:
            return try solveFlow(extreme: extreme, size: size, counts: counts, &random)
        default: break
        }
        let layout = CompositionalLayout(section: section)
        do {
            let solution = try layout.solve(
                in: LayoutEnvironment(width: size.width, height: size.height),
                content: LayoutContent(itemCounts: counts))
            if invalid {
                throw FuzzInvariantFailure(
                    message:
                        "a group of height \(section.group.layoutSize.heightDimension) with \(counts) items was accepted"
                )
            }
            check(
                solution, size: size, offset: CGFloat(Int.random(in: 0...1000, using: &random)),
                described: "\(recipe) in \(size)")
            return nil
        } catch let error as LayoutError {
            // Invalid dimensions must be rejected; random recipes may also be invalid by UIKit's
            // rules (no room for a group in a 1-point container, say) and are rejected the same way.
            return error.description
        } catch let error as FuzzInvariantFailure {
            throw error
        } catch {
            throw FuzzInvariantFailure(message: "unexpected error \(error)")
        }
    }

    /// A flow layout with one extreme metric (item size, spacing, insets or header).
    private func solveFlow(extreme: CGFloat, size: CGSize, counts: [Int], _ random: inout SeededRandomNumberGenerator)
        throws(FuzzInvariantFailure) -> String?
    {
        var flow = FlowLayout()
        flow.itemSize = CGSize(width: 50, height: 50)
        switch Int.random(in: 0..<4, using: &random) {
        case 0: flow.itemSize = CGSize(width: abs(extreme), height: abs(extreme))
        case 1: flow.minimumInteritemSpacing = extreme
        case 2:
            flow.sectionInset = DirectionalEdgeInsets(
                top: extreme, leading: extreme, bottom: extreme, trailing: extreme)
        default: flow.headerReferenceSize = CGSize(width: 0, height: abs(extreme))
        }
        do {
            let solution = try flow.solve(
                in: LayoutEnvironment(width: size.width, height: size.height),
                content: LayoutContent(itemCounts: counts))
            check(
                solution, size: size, offset: CGFloat(Int.random(in: 0...1000, using: &random)),
                described: "flow with \(extreme)")
            return nil
        } catch {
            return error.description
        }
    }

    /// Every element in a screen at `offset`, and the content size, are finite.
    private func check(_ solution: LayoutSolution, size: CGSize, offset: CGFloat, described: String) {
        let rect = CGRect(x: 0, y: offset, width: max(size.width, 1), height: max(size.height, 1))
        if let bad = solution.elements(in: rect).first(where: { !FuzzChecks.isFinite($0.frame) }) {
            lastFailures.append("\(bad.key) has a non-finite frame \(bad.frame) in \(size) for \(described)")
        }
        if !FuzzChecks.isFinite(CGRect(origin: .zero, size: solution.contentSize)) {
            lastFailures.append("content size \(solution.contentSize) for \(described)")
        }
    }

    func invariantFailures() -> [String] { lastFailures }
}
