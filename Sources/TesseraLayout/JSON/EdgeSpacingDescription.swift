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

extension EdgeSpacingDescription: WritableDescription {
    package init(describing value: LayoutEdgeSpacing) {
        self.value = value
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(SpacingDescription.self, value.leading, forKey: .leading)
        try container.encodeIfPresent(SpacingDescription.self, value.top, forKey: .top)
        try container.encodeIfPresent(SpacingDescription.self, value.trailing, forKey: .trailing)
        try container.encodeIfPresent(SpacingDescription.self, value.bottom, forKey: .bottom)
    }
}
