import Foundation

// MARK: - Reading order and headings

extension LayoutSolution {
    /// The order VoiceOver reads the elements of the sections that overlap `rect`: section by
    /// section; in each, its headers, then its cells in reading order, then its footers. Rows are
    /// read top to bottom and, within a row, from the leading edge (right to left in right to
    /// left). An orthogonal section's items are read in the band's order, all of them — those
    /// scrolled out of the band included — so that a host can offer them to VoiceOver and focus.
    /// Decorations are not read.
    ///
    /// - Parameter rect: The area whose sections are read, in screen coordinates.
    /// - Complexity: O(log *s* + *k* log *k*) for *k* elements of the sections read.
    package func accessibilityOrder(in rect: CGRect) -> [LayoutElementKey] {
        var order: [LayoutElementKey] = []
        let logical = mirrored(rect)
        for section in sections(overlapping: logical) {
            let solved = sections[section]
            let header: (SolvedBoundary) -> Bool = { self.isLeadingBoundary($0) }
            order.append(
                contentsOf: solved.boundaries.filter(header).map {
                    .supplementary($0.elementKind, IndexPath(section: section, item: $0.index))
                })
            var cells: [LayoutAttributes]
            if solved.orthogonal != nil, let sequence = solved.sequence {
                cells = (0..<sequence.itemCount).map {
                    LayoutAttributes(category: .cell, indexPath: IndexPath(section: section, item: $0), frame: .zero)
                }
            } else {
                var area = logical
                area.origin[scrollDirection.orthogonal] = CGRect.everywhere.minX
                area.size[scrollDirection.orthogonal] = CGRect.everywhere.width
                cells = rawElements(ofSection: section, in: area).filter { $0.category == .cell }
                cells.sort { lhs, rhs in
                    let rowL = lhs.frame.minimum(scrollDirection), rowR = rhs.frame.minimum(scrollDirection)
                    if abs(rowL - rowR) > 0.5 { return rowL < rowR }
                    return lhs.frame.minimum(scrollDirection.orthogonal) < rhs.frame.minimum(scrollDirection.orthogonal)
                }
            }
            order.append(contentsOf: cells.map(\.key))
            order.append(
                contentsOf: solved.boundaries.filter { !header($0) }.map {
                    .supplementary($0.elementKind, IndexPath(section: section, item: $0.index))
                })
        }
        return order
    }

    /// Whether an element is a heading, for VoiceOver's headings rotor: a boundary supplementary
    /// aligned to the leading edge along the scrolling axis (a section's or the layout's header).
    ///
    /// - Complexity: O(*b*) for *b* boundary items of the element's section.
    package func isAccessibilityHeading(_ key: LayoutElementKey) -> Bool {
        guard key.category == .supplementaryView else { return false }
        if key.indexPath.count == 1 {
            return globalBoundaries.contains {
                $0.elementKind == key.elementKind && $0.index == key.indexPath[0] && isLeadingBoundary($0)
            }
        }
        guard key.indexPath.count == 2, sections.indices.contains(key.indexPath[0]) else { return false }
        return sections[key.indexPath[0]].boundaries.contains {
            $0.elementKind == key.elementKind && $0.index == key.indexPath[1] && isLeadingBoundary($0)
        }
    }

    private func isLeadingBoundary(_ boundary: SolvedBoundary) -> Bool {
        boundary.edges.leadsContent(along: scrollDirection)
    }
}
