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
