import Foundation

/// An element as the previews draw it: its attributes, its label, its colour class and whether it
/// is scrolled out of its orthogonal band.
struct PreviewElement {
    var attributes: LayoutAttributes
    /// The element's frame.
    var frame: CGRect { attributes.frame }
    /// "[section, item]" for cells, the kind for supplementaries and decorations.
    var label: String
    /// `cell`, `supplementary` or `decoration`.
    var categoryClass: String
    /// Outside the visible part of an orthogonal band (drawn faintly).
    var isOverflow: Bool

    /// The solution's elements in drawing order (decorations, then cells, then supplementaries on
    /// equal zIndex, as UIKit stacks them), with the overflow of orthogonal sections marked.
    ///
    /// - Complexity: O(*n* log *n*) for *n* elements.
    static func all(of solution: LayoutSolution) -> [PreviewElement] {
        let container = solution.rootEnvironment.container.contentSize
        let across = solution.scrollDirection.orthogonal
        let visibleLower = across == .horizontal ? solution.contentOffset.x : solution.contentOffset.y
        let visibleUpper = visibleLower + (across == .horizontal ? container.width : container.height)
        return solution.allElements()
            .map { attributes in
                let lower = across == .horizontal ? attributes.frame.minX : attributes.frame.minY
                let upper = across == .horizontal ? attributes.frame.maxX : attributes.frame.maxY
                return PreviewElement(
                    attributes: attributes,
                    label: label(of: attributes),
                    categoryClass: categoryClass(of: attributes.category),
                    isOverflow: upper <= visibleLower || lower >= visibleUpper
                )
            }
            .enumerated()
            .sorted { lhs, rhs in
                let left = (lhs.element.attributes.zIndex, drawingRank(lhs.element.attributes.category), lhs.offset)
                let right = (rhs.element.attributes.zIndex, drawingRank(rhs.element.attributes.category), rhs.offset)
                return left < right
            }
            .map(\.element)
    }

    static func label(of attributes: LayoutAttributes) -> String {
        switch attributes.category {
        case .cell:
            return "[\(attributes.indexPath.sectionIndex), \(attributes.indexPath.itemIndex)]"
        case .supplementaryView, .decorationView:
            return shortKind(attributes.elementKind ?? "")
        }
    }

    /// UIKit's long header and footer kinds as "header" and "footer"; other kinds as they are.
    static func shortKind(_ kind: String) -> String {
        switch kind {
        case ElementKind.sectionHeader: return "header"
        case ElementKind.sectionFooter: return "footer"
        case ElementKind.listSeparator: return "separator"
        default: return kind
        }
    }

    static func categoryClass(of category: ElementCategory) -> String {
        switch category {
        case .cell: return "cell"
        case .supplementaryView: return "supplementary"
        case .decorationView: return "decoration"
        }
    }

    private static func drawingRank(_ category: ElementCategory) -> Int {
        switch category {
        case .decorationView: return 0
        case .cell: return 1
        case .supplementaryView: return 2
        }
    }
}
