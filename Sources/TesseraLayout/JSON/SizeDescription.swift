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
