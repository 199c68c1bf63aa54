import Foundation

/// `SECTION_DESCRIPTION` of docs/LayoutJSON.md: a `LayoutSection` of a group, or of a waterfall.
package struct SectionDescription: ValueDescription {
    package var value: LayoutSection

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case group, waterfall, contentInsets, interGroupSpacing, contentInsetsReference,
            supplementaryContentInsetsReference, supplementariesFollowContentInsets, orthogonalScrollingBehavior,
            boundarySupplementaryItems, decorationItems
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        if container.contains(.waterfall) {
            guard !container.contains(.group) else {
                throw container.problem("give either \"group\" or \"waterfall\", not both")
            }
            value = LayoutSection(customLayout: try container.value(WaterfallDescription.self, forKey: .waterfall))
        } else {
            guard case .group(let group) = try container.value(SubitemDescription.self, forKey: .group) else {
                throw container.problem("a section's group must be {\"group\": {...}}, not an item", at: .group)
            }
            value = LayoutSection(group: group)
        }
        try container.update(&value.contentInsets, from: InsetsDescription.self, forKey: .contentInsets)
        try container.update(&value.interGroupSpacing, forKey: .interGroupSpacing)
        try container.update(
            &value.contentInsetsReference, choosingFrom: LayoutNames.contentInsetsReferences,
            forKey: .contentInsetsReference)
        try container.update(
            &value.supplementaryContentInsetsReference, choosingFrom: LayoutNames.contentInsetsReferences,
            forKey: .supplementaryContentInsetsReference)
        try container.update(&value.supplementariesFollowContentInsets, forKey: .supplementariesFollowContentInsets)
        try container.update(
            &value.orthogonalScrollingBehavior, choosingFrom: LayoutNames.orthogonalScrollingBehaviors,
            forKey: .orthogonalScrollingBehavior)
        try container.update(
            &value.boundarySupplementaryItems, from: [BoundaryItemDescription].self,
            forKey: .boundarySupplementaryItems)
        try container.update(&value.decorationItems, from: [DecorationItemDescription].self, forKey: .decorationItems)
    }
}
