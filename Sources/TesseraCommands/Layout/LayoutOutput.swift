import Foundation
import TesseraLayout

/// The `tessera layout` output: the content size and every element.
enum LayoutOutput {
    /// The category names of the output.
    static func name(of category: ElementCategory) -> String {
        switch category {
        case .cell: return "cell"
        case .supplementaryView: return "supplementary"
        case .decorationView: return "decoration"
        }
    }

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

    static func json(for element: LayoutAttributes) -> JSONOutput {
        var fields: [(String, JSONOutput)] = [("category", .string(name(of: element.category)))]
        if let kind = element.elementKind { fields.append(("elementKind", .string(kind))) }
        fields.append(("indexPath", .array(element.indexPath.map { .integer($0) })))
        fields.append(
            (
                "frame",
                .array(
                    [element.frame.minX, element.frame.minY, element.frame.width, element.frame.height].map {
                        .number(Double($0))
                    })
            ))
        fields.append(("zIndex", .integer(element.zIndex)))
        return .object(fields)
    }

    /// The whole output, one element per line.
    static func text(for solution: LayoutSolution) -> String {
        let size = JSONOutput.object([
            ("width", .number(Double(solution.contentSize.width))),
            ("height", .number(Double(solution.contentSize.height))),
        ])
        let elements = sorted(solution.allElements()).map { "  " + json(for: $0).text }
        return "{\"contentSize\": \(size.text), \"elements\": [\n\(elements.joined(separator: ",\n"))\n]}"
    }
}
