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

extension BoundaryItemDescription: WritableDescription {
    package init(describing value: LayoutBoundarySupplementaryItem) {
        self.value = value
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(value.elementKind, forKey: .elementKind)
        try container.encode(SizeDescription.self, value.layoutSize, forKey: .size)
        try container.encodeName(value.alignment, in: LayoutNames.alignments, forKey: .alignment)
        try container.encode(PointDescription.self, value.offset, forKey: .offset, unless: .zero)
        try container.encode(value.extendsBoundary, forKey: .extendsBoundary, unless: true)
        try container.encode(value.pinToVisibleBounds, forKey: .pinToVisibleBounds, unless: false)
        try container.encode(value.zIndex, forKey: .zIndex, unless: 1)
        try container.encode(InsetsDescription.self, value.contentInsets, forKey: .contentInsets, unless: .zero)
    }
}
