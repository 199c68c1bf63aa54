import TesseraLayout

/// `SECTION_DESCRIPTION` of docs/LayoutJSON.md: a `LayoutSection`.
struct SectionDescription: ValueDescription {
    var value: LayoutSection

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case group, contentInsets, interGroupSpacing, contentInsetsReference, supplementaryContentInsetsReference,
            supplementariesFollowContentInsets, orthogonalScrollingBehavior, boundarySupplementaryItems,
            decorationItems
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        guard case .group(let group) = try container.value(SubitemDescription.self, forKey: .group) else {
            throw container.problem("a section's group must be {\"group\": {...}}, not an item", at: .group)
        }
        value = LayoutSection(group: group)
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
