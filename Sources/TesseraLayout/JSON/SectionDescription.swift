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

extension SectionDescription: WritableDescription {
    package init(describing value: LayoutSection) {
        self.value = value
    }

    package func encode(to encoder: any Encoder) throws {
        guard value.listConfiguration == nil else {
            throw UnwritableLayout("a list section in a layout that is not a list")
        }
        guard value.visibleItemsInvalidationHandler == nil else {
            throw UnwritableLayout("a section with a visible items invalidation handler, which is app code")
        }
        guard value.orthogonalScrollingProperties == OrthogonalScrollingProperties() else {
            throw UnwritableLayout("a section with orthogonal scrolling properties")
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        if let customLayout = value.customLayout {
            guard let waterfall = customLayout as? WaterfallSectionLayout else {
                throw UnwritableLayout("a custom section layout, which is app code")
            }
            try container.encode(WaterfallDescription.self, waterfall, forKey: .waterfall)
        } else {
            try container.encode(SubitemDescription.self, .group(value.group), forKey: .group)
        }
        try container.encode(InsetsDescription.self, value.contentInsets, forKey: .contentInsets, unless: .zero)
        try container.encode(Double(value.interGroupSpacing), forKey: .interGroupSpacing, unless: 0)
        try container.encodeName(
            value.contentInsetsReference, in: LayoutNames.contentInsetsReferences, forKey: .contentInsetsReference,
            unless: .automatic)
        try container.encodeName(
            value.supplementaryContentInsetsReference, in: LayoutNames.contentInsetsReferences,
            forKey: .supplementaryContentInsetsReference, unless: .automatic)
        try container.encode(
            value.supplementariesFollowContentInsets, forKey: .supplementariesFollowContentInsets, unless: true)
        try container.encodeName(
            value.orthogonalScrollingBehavior, in: LayoutNames.orthogonalScrollingBehaviors,
            forKey: .orthogonalScrollingBehavior, unless: OrthogonalScrollingBehavior.none)
        try container.encode(
            [BoundaryItemDescription].self, value.boundarySupplementaryItems, forKey: .boundarySupplementaryItems,
            unless: [])
        try container.encode(
            [DecorationItemDescription].self, value.decorationItems, forKey: .decorationItems, unless: [])
    }
}
