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
