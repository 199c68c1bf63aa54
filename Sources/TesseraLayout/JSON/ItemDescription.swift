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

extension ItemDescription: WritableDescription {
    package init(describing value: LayoutItem) {
        self.value = value
    }

    package func encode(to encoder: any Encoder) throws {
        // What only a list's rows have (their separators, their zIndex) has no field.
        guard value.zIndex == 0, value.anchoredDecorations.isEmpty else {
            throw UnwritableLayout("a list row's item, which only a list section makes")
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(SizeDescription.self, value.layoutSize, forKey: .size)
        try container.encode(InsetsDescription.self, value.contentInsets, forKey: .contentInsets, unless: .zero)
        try container.encodeIfPresent(EdgeSpacingDescription.self, value.edgeSpacing, forKey: .edgeSpacing)
        try container.encode(
            [SupplementaryItemDescription].self, value.supplementaryItems, forKey: .supplementaryItems, unless: [])
    }
}
