import Foundation
import Tessera

/// One system the fuzz harness drives: it runs random package operations, valid and invalid, and
/// checks its invariants after each.
@MainActor
protocol Fuzzer: AnyObject {
    /// The system's name in reports.
    var name: String { get }
    /// Runs one random operation. Returns a description of the error when the operation was
    /// (rightly) rejected, `nil` when it applied; throws ``FuzzInvariantFailure`` when an
    /// operation broke a rule (a rejected operation changed the state, say).
    func step(_ random: inout SeededRandomNumberGenerator) throws(FuzzInvariantFailure) -> String?
    /// The invariants that must hold after every operation; each broken one, described.
    func invariantFailures() -> [String]
}

/// An invariant broken by an operation.
struct FuzzInvariantFailure: Error {
    var message: String
}

/// Checks shared by the fuzzers.
@MainActor
enum FuzzChecks {
    /// The host's sections and items equal `counts`; every visible cell shows `content(indexPath)`;
    /// frames are finite; cells do not overlap when the description does not allow it; the host
    /// reported no failure.
    static func host(
        _ view: HeadlessCollectionView, counts: [Int], cellsMayOverlap: Bool, content: (IndexPath) -> String?
    ) -> [String] {
        var failures: [String] = []
        if !view.failures.isEmpty {
            failures.append("the host reported \(view.failures.map(\.message))")
        }
        if view.itemCounts != counts {
            failures.append("the host shows \(view.itemCounts) items, the model has \(counts)")
            return failures
        }
        for indexPath in view.indexPathsForVisibleItems {
            let shown = view.cellForItem(at: indexPath)?.contentDescription
            let expected = content(indexPath)
            if shown != expected {
                failures.append("cell \(indexPath) shows \(shown ?? "nothing") instead of \(expected ?? "nothing")")
                break
            }
        }
        let visible = CGRect(origin: view.contentOffset, size: view.bounds.size)
        let elements = view.layoutSolution?.elements(in: visible) ?? []
        if let bad = elements.first(where: { !isFinite($0.frame) }) {
            failures.append("\(bad.key) has a non-finite frame \(bad.frame)")
        }
        if !cellsMayOverlap, let overlap = firstOverlap(elements.filter { $0.category == .cell }) {
            failures.append(overlap)
        }
        return failures
    }

    static func isFinite(_ frame: CGRect) -> Bool {
        frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite && frame.width >= 0
            && frame.height >= 0
    }

    /// The first two cells whose frames overlap by more than a hair.
    static func firstOverlap(_ cells: [LayoutAttributes]) -> String? {
        let sorted = cells.sorted { $0.frame.minY < $1.frame.minY }
        for (index, cell) in sorted.enumerated() {
            for other in sorted[(index + 1)...] {
                if other.frame.minY >= cell.frame.maxY - 0.01 { break }
                let overlap = cell.frame.intersection(other.frame)
                if !overlap.isNull, overlap.width > 0.01, overlap.height > 0.01 {
                    return "cells \(cell.indexPath) \(cell.frame) and \(other.indexPath) \(other.frame) overlap"
                }
            }
        }
        return nil
    }
}
