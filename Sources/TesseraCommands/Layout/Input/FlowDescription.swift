import TesseraLayout

/// The `flow` object of docs/LayoutJSON.md: the settings of a `FlowLayout`.
struct FlowDescription: ValueDescription {
    var value = FlowLayout()

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case scrollDirection, itemSize, estimatedItemSize, minimumLineSpacing, minimumInteritemSpacing, sectionInset,
            headerReferenceSize, footerReferenceSize, sectionHeadersPinToVisibleBounds,
            sectionFootersPinToVisibleBounds
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        try container.update(&value.scrollDirection, choosingFrom: LayoutNames.axes, forKey: .scrollDirection)
        try container.update(&value.itemSize, from: PointSizeDescription.self, forKey: .itemSize)
        try container.update(&value.estimatedItemSize, from: PointSizeDescription.self, forKey: .estimatedItemSize)
        try container.update(&value.minimumLineSpacing, forKey: .minimumLineSpacing)
        try container.update(&value.minimumInteritemSpacing, forKey: .minimumInteritemSpacing)
        try container.update(&value.sectionInset, from: FlowInsetsDescription.self, forKey: .sectionInset)
        try container.update(&value.headerReferenceSize, from: PointSizeDescription.self, forKey: .headerReferenceSize)
        try container.update(&value.footerReferenceSize, from: PointSizeDescription.self, forKey: .footerReferenceSize)
        try container.update(&value.sectionHeadersPinToVisibleBounds, forKey: .sectionHeadersPinToVisibleBounds)
        try container.update(&value.sectionFootersPinToVisibleBounds, forKey: .sectionFootersPinToVisibleBounds)
    }
}
