import Foundation
import Tessera

/// Checks of what a headless collection view shows, shared by tests and the fuzz harness.
@MainActor
package enum HostChecks {
    /// Whether the cells the view shows are the ones its layout has in its bounds — a scroll made
    /// from a callback and lost leaves other cells on screen. `nil` when they are; otherwise a
    /// description of both sets' first index paths.
    ///
    /// - Complexity: O(*v* log *v*) for *v* visible cells.
    package static func cellsShownDifferFromLayout(_ view: HeadlessCollectionView) -> String? {
        let inBounds = (view.layoutSolution?.elements(in: view.bounds) ?? []).filter { $0.category == .cell }
        let shown = view.indexPathsForVisibleItems
        let laidOut = Set(inBounds.map(\.indexPath))
        guard Set(shown) != laidOut else { return nil }
        let extra = Set(shown).subtracting(laidOut).sorted().prefix(3)
        let missing = laidOut.subtracting(shown).sorted().prefix(3)
        return
            "the host shows \(shown.count) cells at offset \(view.contentOffset), the layout has \(laidOut.count) there: shown and not laid out \(Array(extra)), laid out and not shown \(Array(missing))"
    }
}
