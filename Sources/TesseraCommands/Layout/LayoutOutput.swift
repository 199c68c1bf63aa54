import Foundation
import TesseraLayout

/// The `tessera layout` output: the content size and every element, one element per line.
enum LayoutOutput {
    /// Elements sorted for output: by section, then cells, supplementaries and decorations, then
    /// index path and kind.
    static func sorted(_ elements: [LayoutAttributes]) -> [LayoutAttributes] {
        elements.sorted { lhs, rhs in
            let left = (lhs.indexPath.first ?? -1, lhs.category.rawValue),
                right = (rhs.indexPath.first ?? -1, rhs.category.rawValue)
            if left != right { return left < right }
            if lhs.indexPath != rhs.indexPath { return lhs.indexPath.lexicographicallyPrecedes(rhs.indexPath) }
            return (lhs.elementKind ?? "") < (rhs.elementKind ?? "")
        }
    }

    /// The whole output: a JSON object `{"contentSize": ..., "elements": [...]}` whose elements are
    /// one per line, so that outputs compare line by line.
    static func text(for solution: LayoutSolution) -> String {
        let size = JSONOutput.text(LayoutSizeOutput(solution.contentSize))
        let elements = sorted(solution.allElements()).map { "  " + JSONOutput.text(LayoutElementOutput($0)) }
        return "{\"contentSize\":\(size),\"elements\":[\n\(elements.joined(separator: ",\n"))\n]}"
    }
}
