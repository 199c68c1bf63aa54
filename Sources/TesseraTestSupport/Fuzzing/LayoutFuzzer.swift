import Foundation
import Tessera

/// The layout engine alone: random section descriptions in random containers — zero-size and
/// huge, invalid dimensions (NaN, infinite, negative) — with 0, 1, a few or 1,000,000 items.
/// Valid descriptions must solve to finite frames; invalid ones must throw a ``LayoutError``.
@MainActor
final class LayoutFuzzer: Fuzzer {
    let name = "layout engine"
    private var lastFailures: [String] = []

    func step(_ random: inout SeededRandomNumberGenerator) throws(FuzzInvariantFailure) -> String? {
        lastFailures = []
        let recipe = RandomLayoutRecipe.random(using: &random)
        let counts = [[0], [1], [Int.random(in: 2...60, using: &random)], [1_000_000], [3, 0, 7]][Int.random(in: 0..<5, using: &random)]
        let sizes = [CGSize(width: 390, height: 844), CGSize(width: 0, height: 0), CGSize(width: 1, height: 1), CGSize(width: 100_000, height: 100_000), CGSize(width: 1024, height: 1366)]
        let size = sizes[Int.random(in: 0..<sizes.count, using: &random)]
        let invalid = Int.random(in: 0..<6, using: &random) == 0
        var section = recipe.section(transposed: false)
        if invalid {
            let bad: [CGFloat] = [.nan, .infinity, -.infinity, -5]
            section.group.layoutSize.heightDimension = .absolute(bad[Int.random(in: 0..<bad.count, using: &random)])
        }
        let layout = CompositionalLayout(section: section)
        do {
            let solution = try layout.solve(in: LayoutEnvironment(width: size.width, height: size.height), content: LayoutContent(itemCounts: counts))
            if invalid {
                throw FuzzInvariantFailure(message: "a group of height \(section.group.layoutSize.heightDimension) was accepted")
            }
            let offset = CGFloat(Int.random(in: 0...1000, using: &random))
            let rect = CGRect(x: 0, y: offset, width: max(size.width, 1), height: max(size.height, 1))
            let elements = solution.elements(in: rect)
            if let bad = elements.first(where: { !FuzzChecks.isFinite($0.frame) }) {
                lastFailures.append("\(bad.key) has a non-finite frame \(bad.frame) in \(size) for \(recipe)")
            }
            if !FuzzChecks.isFinite(CGRect(origin: .zero, size: solution.contentSize)) {
                lastFailures.append("content size \(solution.contentSize) for \(recipe)")
            }
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

    func invariantFailures() -> [String] { lastFailures }
}
