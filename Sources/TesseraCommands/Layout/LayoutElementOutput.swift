import TesseraLayout

/// An element of the `tessera layout` output: `{"category": "supplementary", "elementKind":
/// "header", "frame": [x, y, width, height], "indexPath": [0, 0], "zIndex": 1}` (cells have no
/// `elementKind`).
struct LayoutElementOutput: Encodable {
    /// `cell`, `supplementary` or `decoration`.
    var category: String
    var elementKind: String?
    var frame: [OutputNumber]
    var indexPath: [Int]
    var zIndex: Int

    init(_ element: LayoutAttributes) {
        switch element.category {
        case .cell: category = "cell"
        case .supplementaryView: category = "supplementary"
        case .decorationView: category = "decoration"
        }
        elementKind = element.elementKind
        frame = [element.frame.minX, element.frame.minY, element.frame.width, element.frame.height].map {
            OutputNumber(Double($0))
        }
        indexPath = Array(element.indexPath)
        zIndex = element.zIndex
    }
}
