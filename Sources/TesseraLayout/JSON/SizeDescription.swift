import Foundation

/// `SIZE` of docs/LayoutJSON.md: `{"width": DIM, "height": DIM}`.
package struct SizeDescription: ValueDescription {
    package var value: LayoutSize

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case width, height
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        value = LayoutSize(
            widthDimension: try container.value(DimensionDescription.self, forKey: .width),
            heightDimension: try container.value(DimensionDescription.self, forKey: .height))
    }
}

extension SizeDescription: WritableDescription {
    package init(describing value: LayoutSize) {
        self.value = value
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(DimensionDescription.self, value.widthDimension, forKey: .width)
        try container.encode(DimensionDescription.self, value.heightDimension, forKey: .height)
    }
}
