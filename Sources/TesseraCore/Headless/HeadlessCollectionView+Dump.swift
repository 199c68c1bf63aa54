import Foundation

/// One element a ``HeadlessCollectionView`` shows: its key, frame and what it displays.
public struct VisibleElement: Sendable, Hashable, CustomStringConvertible {
    /// Which element it is.
    package var key: LayoutElementKey
    /// Where it is, in content coordinates.
    public var frame: CGRect
    /// What the view shows (its ``HeadlessReusableView/contentDescription``); empty for decorations.
    public var content: String
    /// Whether the cell is selected.
    package var isSelected: Bool

    /// The element as one `dump()` line: kind, index path, frame, content.
    public var description: String {
        let path = key.indexPath.map(String.init).joined(separator: ", ")
        let kind: String
        switch key.category {
        case .cell: kind = "cell"
        case .supplementaryView: kind = key.elementKind ?? "supplementary"
        case .decorationView: kind = "decoration \(key.elementKind ?? "")"
        }
        let numbers = [frame.minX, frame.minY, frame.width, frame.height].map(VisibleElement.format).joined(
            separator: ", ")
        var line = "\(kind) [\(path)] (\(numbers))"
        if !content.isEmpty { line += " \"\(content)\"" }
        if isSelected { line += " selected" }
        return line
    }

    static func format(_ value: CGFloat) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return "\(Double(value))" }
        return value == value.rounded() ? String(Int(value)) : String(format: "%.2f", Double(value))
    }
}

extension HeadlessCollectionView {
    /// Everything visible, in order (section, then cells, supplementary views and decorations, by
    /// index path): frames and configured content, for tests to assert on.
    package var visibleElements: [VisibleElement] {
        layoutIfNeeded()
        guard let solution = layoutState.solution else { return [] }
        return solution.elements(in: bounds).compactMap { attributes -> VisibleElement? in
            switch attributes.category {
            case .cell:
                guard let cell = visibleCellsByIndexPath[attributes.indexPath] else { return nil }
                return VisibleElement(
                    key: attributes.key, frame: attributes.frame, content: cell.contentDescription,
                    isSelected: cell.isSelected)
            case .supplementaryView:
                guard let view = visibleSupplementariesByKey[attributes.key] else { return nil }
                return VisibleElement(
                    key: attributes.key, frame: attributes.frame, content: view.contentDescription, isSelected: false)
            case .decorationView:
                return VisibleElement(key: attributes.key, frame: attributes.frame, content: "", isSelected: false)
            }
        }.sorted { lhs, rhs in
            let left = (lhs.key.indexPath.first ?? -1, lhs.key.category.rawValue),
                right = (rhs.key.indexPath.first ?? -1, rhs.key.category.rawValue)
            if left != right { return left < right }
            if lhs.key.indexPath != rhs.key.indexPath {
                return lhs.key.indexPath.lexicographicallyPrecedes(rhs.key.indexPath)
            }
            return (lhs.key.elementKind ?? "") < (rhs.key.elementKind ?? "")
        }
    }

    /// A readable description of the view's state: its geometry and the engine its layout runs on
    /// on iOS (`layoutEngineChoice`), then every visible element with its frame and content, one
    /// per line.
    ///
    /// ```
    /// HeadlessCollectionView 390×844 offset (0, 0) content 390×1200, 3 sections, Apple's engine on iOS
    /// cell [0, 0] (16, 16, 174, 100) "Espresso — $3.00" selected
    /// UICollectionElementKindSectionHeader [0, 0] (0, 0, 390, 50) "Featured"
    /// ```
    ///
    /// - Complexity: O(*v* log *v*) for *v* visible elements.
    public func dump(includingDecorations: Bool = false) -> String {
        let content = contentSize
        var lines = [
            "HeadlessCollectionView \(VisibleElement.format(frame.width))×\(VisibleElement.format(frame.height)) offset (\(VisibleElement.format(contentOffset.x)), \(VisibleElement.format(contentOffset.y))) content \(VisibleElement.format(content.width))×\(VisibleElement.format(content.height)), \(numberOfSections) sections, \(layoutEngineChoice)"
        ]
        for element in visibleElements where includingDecorations || element.key.category != .decorationView {
            lines.append(element.description)
        }
        return lines.joined(separator: "\n")
    }
}
