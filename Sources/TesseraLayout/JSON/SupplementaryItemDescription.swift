import Foundation

/// `ANCHORED` of docs/LayoutJSON.md: a supplementary item anchored to an item or a group, like a
/// badge.
package struct SupplementaryItemDescription: ValueDescription {
    package var value: LayoutSupplementaryItem

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case elementKind, size, containerAnchor, itemAnchor, zIndex, contentInsets
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        value = LayoutSupplementaryItem(
            layoutSize: try container.value(SizeDescription.self, forKey: .size),
            elementKind: try container.decode(String.self, forKey: .elementKind),
            containerAnchor: try container.value(AnchorDescription.self, forKey: .containerAnchor))
        try container.update(&value.itemAnchor, from: AnchorDescription.self, forKey: .itemAnchor)
        try container.update(&value.zIndex, wholeNumberForKey: .zIndex)
        try container.update(&value.contentInsets, from: InsetsDescription.self, forKey: .contentInsets)
    }
}

extension SupplementaryItemDescription: WritableDescription {
    package init(describing value: LayoutSupplementaryItem) {
        self.value = value
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(value.elementKind, forKey: .elementKind)
        try container.encode(SizeDescription.self, value.layoutSize, forKey: .size)
        try container.encode(AnchorDescription.self, value.containerAnchor, forKey: .containerAnchor)
        try container.encodeIfPresent(AnchorDescription.self, value.itemAnchor, forKey: .itemAnchor)
        try container.encode(value.zIndex, forKey: .zIndex, unless: 1)
        try container.encode(InsetsDescription.self, value.contentInsets, forKey: .contentInsets, unless: .zero)
    }
}
