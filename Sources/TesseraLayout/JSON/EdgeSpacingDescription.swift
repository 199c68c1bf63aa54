import Foundation

/// `EDGES` of docs/LayoutJSON.md: `{"leading": SPACING, "top": SPACING, "trailing": SPACING,
/// "bottom": SPACING}`, any of them left out.
package struct EdgeSpacingDescription: ValueDescription {
    package var value: LayoutEdgeSpacing

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case leading, top, trailing, bottom
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        value = LayoutEdgeSpacing(
            leading: try container.valueIfPresent(SpacingDescription.self, forKey: .leading),
            top: try container.valueIfPresent(SpacingDescription.self, forKey: .top),
            trailing: try container.valueIfPresent(SpacingDescription.self, forKey: .trailing),
            bottom: try container.valueIfPresent(SpacingDescription.self, forKey: .bottom))
    }
}
