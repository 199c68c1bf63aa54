import Foundation

/// The object of `ITEM` in docs/LayoutJSON.md: `{"size": SIZE, "contentInsets": INSETS,
/// "edgeSpacing": EDGES, "supplementaryItems": [ANCHORED]}`.
package struct ItemDescription: ValueDescription {
    package var value: LayoutItem

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case size, contentInsets, edgeSpacing, supplementaryItems
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        value = LayoutItem(layoutSize: try container.value(SizeDescription.self, forKey: .size))
        try container.update(&value.contentInsets, from: InsetsDescription.self, forKey: .contentInsets)
        try container.update(&value.edgeSpacing, from: EdgeSpacingDescription.self, forKey: .edgeSpacing)
        try container.update(
            &value.supplementaryItems, from: [SupplementaryItemDescription].self, forKey: .supplementaryItems)
    }
}
