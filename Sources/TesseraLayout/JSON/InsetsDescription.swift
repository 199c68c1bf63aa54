import Foundation

/// `INSETS` of docs/LayoutJSON.md: `{"top": 0, "leading": 0, "bottom": 0, "trailing": 0}`, any of
/// them left out.
package struct InsetsDescription: ValueDescription {
    package var value = DirectionalEdgeInsets()

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case top, leading, bottom, trailing
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        try container.update(&value.top, forKey: .top)
        try container.update(&value.leading, forKey: .leading)
        try container.update(&value.bottom, forKey: .bottom)
        try container.update(&value.trailing, forKey: .trailing)
    }
}

extension InsetsDescription: WritableDescription {
    package init(describing value: DirectionalEdgeInsets) {
        self.value = value
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Double(value.top), forKey: .top, unless: 0)
        try container.encode(Double(value.leading), forKey: .leading, unless: 0)
        try container.encode(Double(value.bottom), forKey: .bottom, unless: 0)
        try container.encode(Double(value.trailing), forKey: .trailing, unless: 0)
    }
}
