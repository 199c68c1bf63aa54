import Foundation

/// `BOUNDARY` of docs/LayoutJSON.md: a header or footer of a section or of the whole layout.
package struct BoundaryItemDescription: ValueDescription {
    package var value: LayoutBoundarySupplementaryItem

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case elementKind, size, alignment, offset, extendsBoundary, pinToVisibleBounds, zIndex, contentInsets
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        value = LayoutBoundarySupplementaryItem(
            layoutSize: try container.value(SizeDescription.self, forKey: .size),
            elementKind: try container.decode(String.self, forKey: .elementKind),
            alignment: try container.decodeChoice(LayoutNames.alignments, forKey: .alignment),
            absoluteOffset: try container.valueIfPresent(PointDescription.self, forKey: .offset) ?? .zero)
        try container.update(&value.extendsBoundary, forKey: .extendsBoundary)
        try container.update(&value.pinToVisibleBounds, forKey: .pinToVisibleBounds)
        try container.update(&value.zIndex, wholeNumberForKey: .zIndex)
        try container.update(&value.contentInsets, from: InsetsDescription.self, forKey: .contentInsets)
    }
}
