import Foundation

/// `CONFIGURATION` of docs/LayoutJSON.md: a compositional layout's `LayoutConfiguration`.
package struct ConfigurationDescription: ValueDescription {
    package var value = LayoutConfiguration()

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case scrollDirection, interSectionSpacing, boundarySupplementaryItems, contentInsetsReference,
            roundsFramesToPixels
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        try container.update(&value.scrollDirection, choosingFrom: LayoutNames.axes, forKey: .scrollDirection)
        try container.update(&value.interSectionSpacing, forKey: .interSectionSpacing)
        try container.update(
            &value.boundarySupplementaryItems, from: [BoundaryItemDescription].self,
            forKey: .boundarySupplementaryItems)
        try container.update(
            &value.contentInsetsReference, choosingFrom: LayoutNames.contentInsetsReferences,
            forKey: .contentInsetsReference)
        try container.update(&value.roundsFramesToPixels, forKey: .roundsFramesToPixels)
    }
}

extension ConfigurationDescription: WritableDescription {
    package init(describing value: LayoutConfiguration) {
        self.value = value
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeName(
            value.scrollDirection, in: LayoutNames.axes, forKey: .scrollDirection, unless: .vertical)
        try container.encode(Double(value.interSectionSpacing), forKey: .interSectionSpacing, unless: 0)
        try container.encode(
            [BoundaryItemDescription].self, value.boundarySupplementaryItems, forKey: .boundarySupplementaryItems,
            unless: [])
        try container.encodeName(
            value.contentInsetsReference, in: LayoutNames.contentInsetsReferences, forKey: .contentInsetsReference,
            unless: .safeArea)
        try container.encode(value.roundsFramesToPixels, forKey: .roundsFramesToPixels, unless: true)
    }
}
